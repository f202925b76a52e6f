import { accessTokenTtlSeconds } from '@school/shared/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/modules/auth/auth.table.ts';
import { bearer, signIn, signInAs } from '../../support/actors.ts';
import { createSchool, createUser } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let schoolId: string;

beforeAll(async () => {
  t = await createTestApp();
  schoolId = (await createSchool(t.database.db)).id;
});
afterAll(() => t.close());

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

const invalidToken = { error: { code: 'unauthorized', message: 'Invalid access token' } };

describe('access tokens accepted before', () => {
  it('are refused from the second their lifetime ends', async () => {
    const { accessToken } = await signInAs(t, 'editor', { schoolId });
    expect((await me(accessToken)).statusCode).toBe(200);
    t.clock.advance((accessTokenTtlSeconds - 1) * 1000);
    expect((await me(accessToken)).statusCode).toBe(200);
    t.clock.advance(1000);
    const expired = await me(accessToken);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual(invalidToken);
  });

  it('do not vouch for an altered copy', async () => {
    const { accessToken } = await signInAs(t, 'editor', { schoolId });
    expect((await me(accessToken)).statusCode).toBe(200);
    const [header = '', payload = '', signature = ''] = accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const otherPayload = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 3600 }))
      .toString('base64url')
      .replace(/=+$/, '');
    const altered = [
      `${header}.${otherPayload}.${signature}`,
      `${header}.${payload}.${signature.slice(0, -4)}AAAA`,
      `${accessToken}x`,
    ];
    for (const token of altered) {
      const response = await me(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(invalidToken);
    }
  });

  it('stop working at once when the user is deactivated', async () => {
    const { user, accessToken } = await signInAs(t, 'editor', { schoolId });
    expect((await me(accessToken)).statusCode).toBe(200);
    await t.database.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, user.id));
    expect((await me(accessToken)).statusCode).toBe(401);
  });
});

describe('simultaneous signed-in requests', () => {
  it('each get their own user, and a signed-out session among them is refused', async () => {
    const people = await Promise.all(
      ['editor', 'tutor', 'student', 'admin'].map((role) =>
        createUser(t.database.db, {
          role: role as 'editor' | 'tutor' | 'student' | 'admin',
          schoolId: role === 'admin' ? null : schoolId,
        }),
      ),
    );
    const sessions = await Promise.all(people.map((person) => signIn(t.app, person.email)));
    const signedOut = await signIn(t.app, people[0]?.email ?? '');
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(signedOut.accessToken),
    });
    expect(logout.statusCode).toBe(200);

    // The same session twice, another session of the signed-out user, and four other people.
    const tokens = [...sessions.map((s) => s.accessToken), sessions[1]?.accessToken ?? ''];
    const answers = await Promise.all([...tokens, signedOut.accessToken].map(me));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 401]);
    expect(answers.slice(0, 5).map((a) => a.json().user.id)).toEqual([
      ...people.map((p) => p.id),
      people[1]?.id,
    ]);
    expect(answers[5]?.json()).toEqual(invalidToken);
  });
});
