import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schools } from '../../../src/modules/school/school.table.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload });

const valid = {
  name: 'Grace Hopper',
  email: 'grace@harbour.school',
  password: 'long-enough-pass',
  schoolName: 'Harbour School',
};

describe('POST /api/auth/register', () => {
  it('creates a school and its school administrator, signed in', async () => {
    const response = await register(valid);
    expect(response.statusCode).toBe(200);
    const { user, accessToken } = response.json();
    expect(user).toMatchObject({
      email: 'grace@harbour.school',
      firstName: 'Grace',
      lastName: 'Hopper',
      role: 'sadmin',
    });
    const [school] = await t.database.db
      .select()
      .from(schools)
      .where(eq(schools.id, user.schoolId));
    expect(school?.name).toBe('Harbour School');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { 'x-authorization': `Bearer ${accessToken}` },
    });
    expect(me.json().user.id).toBe(user.id);
  });

  it('says which fields are wrong, with the texts of the specification', async () => {
    const response = await register({ ...valid, name: '  ', email: 'x', password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter a valid e-mail address.',
      password: 'The password needs at least 8 characters.',
    });
    const tooLong = await register({
      ...valid,
      email: 'long@harbour.school',
      password: 'x'.repeat(129),
    });
    expect(tooLong.json().error.fields.password).toBe('The password has at most 128 characters.');
  });

  it('refuses an e-mail already in use, whatever its case', async () => {
    const taken = { ...valid, email: 'taken@harbour.school' };
    expect((await register(taken)).statusCode).toBe(200);
    const response = await register({
      ...valid,
      email: 'TAKEN@harbour.school',
      schoolName: 'Other',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'conflict',
      message: 'This email is already in use.',
      fields: { email: 'This email is already in use.' },
      fieldCodes: { email: 'in_use' },
    });
  });

  it('creates one account when the same e-mail registers twice at once, and no orphan school', async () => {
    const before = (await t.database.db.select().from(schools)).length;
    const body = { ...valid, email: 'race@harbour.school', schoolName: 'Race School' };
    const results = await Promise.all([register(body), register(body), register(body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const after = (await t.database.db.select().from(schools)).length;
    expect(after - before).toBe(1);
  });

  it('can be disabled by configuration', async () => {
    const closed = await (
      await import('../../support/test-app.ts')
    ).createTestApp({ config: { registrationEnabled: false } });
    try {
      const response = await closed.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: valid,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('registration_disabled');
      const config = await closed.app.inject({ method: 'GET', url: '/api/auth/config' });
      expect(config.json()).toMatchObject({ registrationEnabled: false, demoAccounts: [] });
    } finally {
      await closed.close();
    }
  });
});
