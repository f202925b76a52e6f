import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, endSession, restoreSession } from '../../../lib/api-client';

/**
 * POST /api/auth/logout revokes the refresh cookie on the server. It waits for the start-up
 * refresh so that a refresh racing the logout cannot leave a live session behind.
 */
export async function logout(): Promise<void> {
  await restoreSession();
  try {
    await apiFetch<{ ok: true }>('/auth/logout', { method: 'POST' });
  } catch {
    // Already signed out on the server (or unreachable): the local session ends either way.
  } finally {
    endSession();
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => queryClient.clear(),
  });
}
