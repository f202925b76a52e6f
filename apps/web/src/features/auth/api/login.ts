import type { LoginBody, SessionResponse } from '@school/shared/auth/auth.contract';
import { useMutation } from '@tanstack/react-query';
import { chooseLanguage, i18n } from '../../../i18n/i18n';
import { isLanguage } from '../../../i18n/languages';
import { apiFetch, startSession } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';

/**
 * POST /api/auth/login: on success the session starts (token in memory, refresh cookie set) in
 * the language saved to the account, whatever this browser showed before: the settings page
 * promises it applies wherever the user signs in.
 */
export async function login(body: LoginBody): Promise<SessionResponse> {
  const session = await apiFetch<SessionResponse>('/auth/login', { method: 'POST', body });
  const saved = session.user.locale;
  if (isLanguage(saved) && saved !== i18n.resolvedLanguage) await chooseLanguage(saved);
  return startSession(session);
}

export function useLogin() {
  return useMutation<SessionResponse, ApiError, LoginBody>({ mutationFn: login });
}
