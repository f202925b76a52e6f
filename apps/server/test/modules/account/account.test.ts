import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

describe('/api/account', () => {
  it('updates name and language, and /me reflects it', async () => {
    const { accessToken } = await signInAs(t, 'sadmin', { schoolId });
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/account/profile',
      headers: bearer(accessToken),
      payload: { firstName: 'Zoë', lastName: 'Ngata', photo: null, locale: 'fr' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      firstName: 'Zoë',
      lastName: 'Ngata',
      locale: 'fr',
    });
    expect((await me(accessToken)).json().user.firstName).toBe('Zoë');
  });

  it('changes the password only with the current one, and signs out the other sessions', async () => {
    const user = await createUser(t.database.db, { role: 'editor', schoolId });
    const here = await signIn(t.app, user.email);
    const elsewhere = await signIn(t.app, user.email);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: bearer(here.accessToken),
      payload: { currentPassword: 'nope', newPassword: 'a-brand-new-pass' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({
      currentPassword: 'The current password is not correct.',
    });
    expect(wrong.json().error.fieldCodes).toEqual({ currentPassword: 'mismatch' });
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: bearer(here.accessToken),
      payload: { currentPassword: defaultPassword, newPassword: 'a-brand-new-pass' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await me(here.accessToken)).statusCode).toBe(200);
    expect((await me(elsewhere.accessToken)).statusCode).toBe(401);
    await expect(signIn(t.app, user.email)).rejects.toThrow();
    await expect(signIn(t.app, user.email, 'a-brand-new-pass')).resolves.toBeTruthy();
  });

  it('keeps appearance preferences on the server, with defaults', async () => {
    const { user, accessToken } = await signInAs(t, 'sadmin', { schoolId });
    const defaults = await t.app.inject({
      method: 'GET',
      url: '/api/account/preferences',
      headers: bearer(accessToken),
    });
    // Who never chose follows the operating system's light or dark.
    expect(defaults.json()).toMatchObject({
      theme: 'system',
      layout: 'vertical',
      direction: 'ltr',
    });
    const chosen = { ...defaults.json(), theme: 'dark', direction: 'rtl', navbarType: 'sticky' };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/account/preferences',
      headers: bearer(accessToken),
      payload: chosen,
    });
    expect(saved.statusCode).toBe(200);
    // Another device signs in and gets the same settings.
    const other = await signIn(t.app, user.email);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/account/preferences',
      headers: bearer(other.accessToken),
    });
    expect(again.json()).toEqual(chosen);
  });

  it('keeps the system theme once chosen, as another device reads it', async () => {
    const { user, accessToken } = await signInAs(t, 'sadmin', { schoolId });
    const put = (theme: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/account/preferences',
        headers: bearer(accessToken),
        payload: { theme },
      });
    expect((await put('dark')).statusCode).toBe(200);
    const chosen = await put('system');
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().theme).toBe('system');
    const other = await signIn(t.app, user.email);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/account/preferences',
      headers: bearer(other.accessToken),
    });
    expect(again.json().theme).toBe('system');
  });

  it('refuses semi-dark with the horizontal layout', async () => {
    const { accessToken } = await signInAs(t, 'sadmin', { schoolId });
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/account/preferences',
      headers: bearer(accessToken),
      payload: { theme: 'semi-dark', layout: 'horizontal' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.theme).toBe(
      'The semi-dark theme is not available with the horizontal layout.',
    );
  });
});
