import type { LoginBody, SessionResponse } from '@school/shared/auth/auth.contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch, startSession } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';

/** POST /api/auth/login: on success the session starts (token in memory, refresh cookie set). */
export async function login(body: LoginBody): Promise<SessionResponse> {
  const session = await apiFetch<SessionResponse>('/auth/login', { method: 'POST', body });
  return startSession(session);
}

export function useLogin() {
  return useMutation<SessionResponse, ApiError, LoginBody>({ mutationFn: login });
}
