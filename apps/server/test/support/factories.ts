import { randomUUID } from 'node:crypto';
import type { Role } from '@school/shared/auth/roles';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.ts';
import { createAuthRepository } from '../../src/modules/auth/auth.repository.ts';
import { hashPassword } from '../../src/modules/auth/password.ts';
import { createSchoolRepository } from '../../src/modules/school/school.repository.ts';

export const defaultPassword = 'Correct-Horse-42';

export async function createSchool(db: Database, name = `School ${randomUUID().slice(0, 8)}`) {
  return createSchoolRepository(db).insert({ name });
}

export async function createUser(
  db: Database,
  values: {
    role: Role;
    schoolId?: string | null;
    email?: string;
    password?: string | null;
    status?: 'active' | 'blocked' | 'deactivated';
    firstName?: string;
    lastName?: string;
  },
) {
  const password = values.password === undefined ? defaultPassword : values.password;
  return createAuthRepository(db).insertUser({
    role: values.role,
    schoolId: values.schoolId ?? null,
    email: values.email ?? `${values.role}-${randomUUID().slice(0, 8)}@example.test`,
    firstName: values.firstName ?? 'Test',
    lastName: values.lastName ?? values.role,
    status: values.status ?? 'active',
    passwordHash: password === null ? null : await hashPassword(password),
  });
}

export type SignedIn = { accessToken: string; refreshCookie: string; userId: string };

/** Signs in through the API and returns the access token and the refresh cookie. */
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

export const bearer = (token: string) => ({ 'x-authorization': `Bearer ${token}` });
