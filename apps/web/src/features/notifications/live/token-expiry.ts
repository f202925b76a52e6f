/** Seconds until a JWT's `exp`, or null when the token cannot be read (then it is renewed). */
export function secondsUntilExpiry(token: string, nowMs: number = Date.now()): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    if (typeof json !== 'object' || json === null || !('exp' in json)) return null;
    return typeof json.exp === 'number' ? json.exp - nowMs / 1000 : null;
  } catch {
    return null;
  }
}
