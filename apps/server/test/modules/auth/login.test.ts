import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/modules/audit/audit.table.ts';
import { users } from '../../../src/modules/auth/auth.table.ts';
import { bearer, signIn, signInAs } from '../../support/actors.ts';
import { createSchool, createUser, defaultPassword } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let schoolId: string;

beforeAll(async () => {
  t = await createTestApp();
  schoolId = (await createSchool(t.database.db)).id;
});
afterAll(() => t.close());

const login = (email: string, password: string, remoteAddress = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
  });

describe('POST /api/auth/login', () => {
  it('returns the user, an access token and a strict HttpOnly refresh cookie', async () => {
    const user = await createUser(t.database.db, {
      role: 'sadmin',
      schoolId,
      email: 'Ada.Admin@Example.test',
      firstName: 'Ada',
      lastName: 'Admin',
    });
    const response = await login('ada.admin@example.test', defaultPassword);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toEqual({
      id: user.id,
      email: 'Ada.Admin@Example.test',
      firstName: 'Ada',
      lastName: 'Admin',
      photo: null,
      role: 'sadmin',
      schoolId,
      locale: 'en',
      // The school's zone, which the console shows its times in.
      timeZone: 'UTC',
    });
    expect(body.accessToken.split('.')).toHaveLength(3);
    expect(body.expiresIn).toBeLessThanOrEqual(900);
    const cookie = response.cookies.find((c) => c.name === 'sc_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers a wrong password and an unknown e-mail the same way', async () => {
    const user = await createUser(t.database.db, { role: 'editor', schoolId });
    const wrong = await login(user.email, 'not-the-password');
    const unknown = await login('nobody@example.test', 'whatever-password');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: { code: 'invalid_credentials', message: 'Email Or Password Invalid' },
      });
    }
  });

  it('refuses blocked and deactivated accounts even with the right password', async () => {
    for (const status of ['blocked', 'deactivated'] as const) {
      const user = await createUser(t.database.db, { role: 'editor', schoolId, status });
      const response = await login(user.email, defaultPassword);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toContain(status);
    }
  });

  it('refuses an account that never set a password', async () => {
    const user = await createUser(t.database.db, { role: 'student', schoolId, password: null });
    expect((await login(user.email, defaultPassword)).statusCode).toBe(401);
  });

  it('names the fields of an invalid body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'not-an-email' },
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('validation_failed');
    expect(error.fields.email).toBe('Please enter a valid e-mail address.');
    expect(error.fields.password).toBe('Please enter your password.');
  });

  it('stores passwords with argon2id at the required cost', async () => {
    const user = await createUser(t.database.db, { role: 'editor', schoolId });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('rate limits more than 10 failures per e-mail and address, without locking out other addresses', async () => {
    const user = await createUser(t.database.db, { role: 'sadmin', schoolId });
    for (let i = 0; i < 10; i++) {
      expect((await login(user.email, 'wrong-password', '10.9.9.9')).statusCode).toBe(401);
    }
    const limited = await login(user.email, defaultPassword, '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().error.code).toBe('rate_limited');
    // The real user, from elsewhere, still gets in.
    expect((await login(user.email, defaultPassword, '10.1.1.1')).statusCode).toBe(200);
    // After the window the address may try again.
    t.clock.advance(61_000);
    expect((await login(user.email, defaultPassword, '10.9.9.9')).statusCode).toBe(200);
  });

  it('records sign-in success and failure in the audit log', async () => {
    const user = await createUser(t.database.db, { role: 'sadmin', schoolId });
    await login(user.email, 'wrong-password');
    await signIn(t.app, user.email);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorUserId, user.id));
    expect(rows.map((r) => r.action).sort()).toEqual(['auth.login', 'auth.login_failed']);
    expect(JSON.stringify(rows)).not.toContain(defaultPassword);
  });
});

describe('GET /api/auth/me', () => {
  it('accepts the token in X-Authorization and in Authorization', async () => {
    const { user, accessToken } = await signInAs(t, 'editor', { schoolId });
    for (const headers of [bearer(accessToken), { authorization: `Bearer ${accessToken}` }]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
      expect(response.statusCode).toBe(200);
      expect(response.json().user.id).toBe(user.id);
    }
  });

  it('answers 401 Invalid access token without, with a forged, or with an expired token', async () => {
    const { accessToken } = await signInAs(t, 'editor', { schoolId });
    const forged = `${accessToken.slice(0, -4)}AAAA`;
    for (const headers of [{}, bearer('garbage'), bearer(forged)]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: { code: 'unauthorized', message: 'Invalid access token' },
      });
    }
    t.clock.advance(15 * 60_000 + 1000);
    const expired = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(accessToken),
    });
    expect(expired.statusCode).toBe(401);
  });

  it('stops accepting the token of a user who was deactivated', async () => {
    const { user, accessToken } = await signInAs(t, 'editor', { schoolId });
    await t.database.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, user.id));
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(accessToken),
    });
    expect(response.statusCode).toBe(401);
  });
});
