import { baseUrl } from './browser';

export type ApiInit = { method?: string; body?: unknown; headers?: Record<string, string> };
export type ApiAnswer = { status: number; body: unknown };

/** Calls the API as the console would and returns the JSON body; any status but 2xx throws. */
export type Api = <T>(path: string, init?: ApiInit) => Promise<T>;
/** Calls the API and returns the status with the body, for tests that expect a refusal. */
export type Send = (path: string, init?: ApiInit) => Promise<ApiAnswer>;

/** JSON bodies, the access token in X-Authorization; a POST when there is a body. */
async function send(token: string | null, path: string, init: ApiInit = {}): Promise<ApiAnswer> {
  const headers = new Headers(init.headers);
  if (init.body !== undefined) headers.set('Content-Type', 'application/json');
  if (token) headers.set('X-Authorization', `Bearer ${token}`);
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

async function call<T>(token: string | null, path: string, init?: ApiInit): Promise<T> {
  const answer = await send(token, path, init);
  if (answer.status < 200 || answer.status > 299)
    throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as T;
}

export type Account = { email: string; password: string };
type SessionUser = {
  id: string;
  schoolId: string | null;
  email: string;
  /** The school's IANA time zone; null for accounts of no school. */
  timeZone: string | null;
};

export type ApiSession = {
  token: string;
  user: SessionUser;
  api: Api;
  send: Send;
};

function session(token: string, user: SessionUser): ApiSession {
  return {
    token,
    user,
    api: (path, init) => call(token, path, init),
    send: (path, init) => send(token, path, init),
  };
}

/** Signs in through the API (no browser), e.g. to create what a page will then show. */
export async function signInByApi(account: Account): Promise<ApiSession> {
  const answer = await call<{ accessToken: string; user: SessionUser }>(null, '/auth/login', {
    body: account,
  });
  return session(answer.accessToken, answer.user);
}

/** An address of the documentation range (RFC 3849), new for each call. */
const clientAddress = () =>
  `2001:db8::${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;

/** Unique per call, so data made under it meets no other test's (or the demo data's). */
export const uniqueSuffix = () =>
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * Registers a new school and its school admin, who is signed in by the registration (a session
 * of its own): data no other test touches. `adminName` is the name the console shows for them.
 */
export async function registerSchool(
  options: { schoolName?: string; adminName?: string } = {},
): Promise<ApiSession & Account> {
  const suffix = uniqueSuffix();
  const email = `e2e-${suffix}@e2e.example`;
  const password = 'E2E-password-2026';
  const answer = await call<{ accessToken: string; user: SessionUser }>(null, '/auth/register', {
    // Each registration comes from a client address of its own (the test server trusts one
    // proxy hop), so the per-address registration limit meets real clients, not the test run.
    headers: { 'x-forwarded-for': clientAddress() },
    body: {
      name: options.adminName ?? 'Test Admin',
      email,
      password,
      schoolName: options.schoolName ?? `E2E ${suffix}`,
    },
  });
  return { ...session(answer.accessToken, answer.user), email, password };
}
