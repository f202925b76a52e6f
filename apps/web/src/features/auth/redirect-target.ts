import { loginPath, logoutPath } from '@school/shared/constants';

function fromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const from: unknown = state.from;
  if (typeof from === 'string') return from;
  if (typeof from === 'object' && from !== null && 'pathname' in from) {
    const { pathname } = from;
    return typeof pathname === 'string' ? pathname : null;
  }
  return null;
}

/**
 * Where to go after signing in: `?redirect=` or the router state, else the dashboard. Only paths
 * of this site are followed, so the parameter cannot send a user elsewhere.
 */
export function redirectTarget(params: URLSearchParams, state: unknown): string {
  const target = params.get('redirect') ?? fromState(state);
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) {
    return '/';
  }
  if (target.startsWith(loginPath) || target.startsWith(logoutPath.split('?')[0] ?? logoutPath)) {
    return '/';
  }
  return target;
}
