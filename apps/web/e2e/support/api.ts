import { baseUrl } from './browser';

/** Calls the API as the console would: JSON bodies, the access token in X-Authorization. */
export type Api = <T>(path: string, init?: { method?: string; body?: unknown }) => Promise<T>;

async function call<T>(
  token: string | null,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const headers = new Headers();
  if (init.body !== undefined) headers.set('Content-Type', 'application/json');
  if (token) headers.set('X-Authorization', `Bearer ${token}`);
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
  return body as T;
}

export type ApiSession = {
  token: string;
  user: { id: string; schoolId: string | null; email: string };
  api: Api;
};

/** Signs in through the API (no browser), e.g. to create what a page will then show. */
export async function signInByApi(account: {
  email: string;
  password: string;
}): Promise<ApiSession> {
  const session = await call<{ accessToken: string; user: ApiSession['user'] }>(
    null,
    '/auth/login',
    { body: account },
  );
  return {
    token: session.accessToken,
    user: session.user,
    api: (path, init) => call(session.accessToken, path, init),
  };
}

/** Registers a new school and its school admin, signed in: data no other test touches. */
export async function registerSchool(
  name = `E2E ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
): Promise<ApiSession & { email: string; password: string }> {
  const email = `${name.replace(/\W+/g, '-').toLowerCase()}@e2e.example`;
  const password = 'E2E-password-2026';
  await call(null, '/auth/register', {
    body: { name: 'Test Admin', email, password, schoolName: name },
  });
  return { ...(await signInByApi({ email, password })), email, password };
}
