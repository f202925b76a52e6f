import type { Role } from '@school/shared/auth/roles';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { createSchool, createUser, defaultPassword } from './factories.ts';

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Payload = object | string | Buffer;
export type RequestOptions = {
  headers?: Record<string, string>;
  /** The client's address, e.g. to keep one test's sign-in failures apart from another's. */
  remoteAddress?: string;
};

/** Requests through `app.inject()`, as a client holding this access token (none: signed out). */
export type Api = {
  get: (url: string, options?: RequestOptions) => Promise<LightMyRequestResponse>;
  delete: (url: string, options?: RequestOptions) => Promise<LightMyRequestResponse>;
  post: (
    url: string,
    payload?: Payload,
    options?: RequestOptions,
  ) => Promise<LightMyRequestResponse>;
  put: (
    url: string,
    payload?: Payload,
    options?: RequestOptions,
  ) => Promise<LightMyRequestResponse>;
  patch: (
    url: string,
    payload?: Payload,
    options?: RequestOptions,
  ) => Promise<LightMyRequestResponse>;
  /** Any method, for tests that walk a table of routes. */
  send: (
    method: Method,
    url: string,
    payload?: Payload,
    options?: RequestOptions,
  ) => Promise<LightMyRequestResponse>;
};

export const bearer = (token: string) => ({ 'x-authorization': `Bearer ${token}` });

export function api(app: FastifyInstance, token: string | null): Api {
  const send = (method: Method, url: string, payload?: Payload, options: RequestOptions = {}) =>
    app.inject({
      method,
      url,
      headers: { ...(token ? bearer(token) : {}), ...options.headers },
      ...(payload === undefined ? {} : { payload }),
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    });
  return {
    get: (url, options) => send('GET', url, undefined, options),
    delete: (url, options) => send('DELETE', url, undefined, options),
    post: (url, payload, options) => send('POST', url, payload, options),
    put: (url, payload, options) => send('PUT', url, payload, options),
    patch: (url, payload, options) => send('PATCH', url, payload, options),
    send,
  };
}

export type SignedIn = { accessToken: string; refreshCookie: string; userId: string };

/** Signs in through the API, as the console does, and returns the access token and refresh cookie. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password = defaultPassword,
  remoteAddress = '127.0.0.1',
): Promise<SignedIn> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
  });
  if (response.statusCode !== 200)
    throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === 'sc_refresh');
  if (!cookie) throw new Error('sign-in set no refresh cookie');
  const body = response.json<{ accessToken: string; user: { id: string } }>();
  return { accessToken: body.accessToken, refreshCookie: cookie.value, userId: body.user.id };
}

type User = Awaited<ReturnType<typeof createUser>>;
type Host = { app: FastifyInstance; database: Pick<DatabaseHandle, 'db'> };
type UserValues = Omit<Parameters<typeof createUser>[1], 'role' | 'password'>;

export type Actor = SignedIn & {
  role: Role;
  user: User;
  /** The user's school (null for the platform admin and tutors unless one was given). */
  schoolId: string | null;
  token: string;
  api: Api;
};
export type Anonymous = { role: 'anonymous'; api: Api };

/** The roles that belong to one school: signed in without a school, they get a new one. */
const schoolRoles: ReadonlySet<Role> = new Set(['sadmin', 'editor', 'student']);

/**
 * Creates a user with the role and signs them in through the API. School staff and students
 * without a `schoolId` get a school of their own; pass one to put several actors in one school.
 */
export async function signInAs(host: Host, role: 'anonymous'): Promise<Anonymous>;
export async function signInAs(host: Host, role: Role, values?: UserValues): Promise<Actor>;
export async function signInAs(
  host: Host,
  role: Role | 'anonymous',
  values: UserValues = {},
): Promise<Actor | Anonymous> {
  if (role === 'anonymous') return { role, api: api(host.app, null) };
  const db = host.database.db;
  const schoolId =
    values.schoolId !== undefined
      ? values.schoolId
      : schoolRoles.has(role)
        ? (await createSchool(db)).id
        : null;
  const user = await createUser(db, { ...values, role, schoolId });
  const session = await signIn(host.app, user.email);
  return {
    ...session,
    role,
    user,
    schoolId,
    token: session.accessToken,
    api: api(host.app, session.accessToken),
  };
}
