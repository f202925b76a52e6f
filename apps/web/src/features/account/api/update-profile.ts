import type { UpdateProfileBody } from '@school/shared/account/account.contract';
import type { MeResponse } from '@school/shared/auth/auth.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { updateSessionUser } from '../../../lib/session';

export function updateProfile(body: UpdateProfileBody): Promise<MeResponse> {
  return apiFetch<MeResponse>('/account/profile', { method: 'PATCH', body });
}

/**
 * PATCH /api/account/profile. The session's user (top bar, cached `user` in local storage) takes
 * the answer at once; the cached GET /auth/me answer is refreshed so it cannot bring back the old one.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation<MeResponse, ApiError, UpdateProfileBody>({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => {
      updateSessionUser(user);
      void queryClient.invalidateQueries({ queryKey: ['auth', 'me'] });
    },
  });
}
