import type { ChangePasswordBody } from '@school/shared/account/account.contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';

export function changePassword(body: ChangePasswordBody): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>('/account/password', { method: 'POST', body });
}

/** POST /api/account/password: this session stays, every other one is signed out. */
export function useChangePassword() {
  return useMutation<{ ok: true }, ApiError, ChangePasswordBody>({ mutationFn: changePassword });
}
