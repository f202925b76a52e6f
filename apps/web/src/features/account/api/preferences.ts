import type { Preferences } from '@school/shared/account/account.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';

export const preferencesQueryKey = ['account', 'preferences'] as const;

export function getPreferences(signal?: AbortSignal): Promise<Preferences> {
  return apiFetch<Preferences>('/account/preferences', { signal });
}

export function savePreferences(preferences: Preferences): Promise<Preferences> {
  return apiFetch<Preferences>('/account/preferences', { method: 'PUT', body: preferences });
}

/** GET /api/account/preferences: the customizer settings, kept per user on the server. */
export function usePreferences(enabled = true) {
  return useQuery({
    queryKey: preferencesQueryKey,
    queryFn: ({ signal }) => getPreferences(signal),
    staleTime: 5 * 60_000,
    enabled,
  });
}

/** PUT /api/account/preferences. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation<Preferences, ApiError, Preferences>({
    mutationFn: savePreferences,
    onSuccess: (saved) => queryClient.setQueryData(preferencesQueryKey, saved),
  });
}
