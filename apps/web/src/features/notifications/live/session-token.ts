import { logoutPath } from '@school/shared/constants';
import { refreshSession } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { getAccessToken } from '../../../lib/session';
import { secondsUntilExpiry } from './token-expiry';

/** A (re)connection renews a token that has less than this left, so the stream opens cleanly. */
const renewWithinSeconds = 60;

function isSessionOver(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** Spec §4: a session that cannot be renewed ends at the logout URL. */
function leaveToLogout(): void {
  window.location.assign(logoutPath);
}

export async function freshAccessToken(): Promise<string> {
  const token = getAccessToken();
  const left = token ? secondsUntilExpiry(token) : null;
  if (token && left !== null && left > renewWithinSeconds) return token;
  try {
    return (await refreshSession()).accessToken;
  } catch (error) {
    if (isSessionOver(error)) leaveToLogout();
    throw error;
  }
}

/** After a 401 from the stream: renew once; a refused renewal signs the user out. */
export async function renewAfterUnauthorized(): Promise<boolean> {
  try {
    await refreshSession();
    return true;
  } catch (error) {
    if (!isSessionOver(error)) return true;
    leaveToLogout();
    return false;
  }
}
