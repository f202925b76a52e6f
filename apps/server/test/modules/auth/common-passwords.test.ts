import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../support/actors.ts';
import { createSchool, defaultPassword } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refusedAsCommon = (response: { statusCode: number; json: () => unknown }, field: string) => {
  expect(response.statusCode).toBe(400);
  const { error } = response.json() as { error: { fieldCodes: Record<string, string> } };
  expect(error.fieldCodes[field]).toBe('too_common');
};

describe('the most common passwords (ASVS 6.2.4)', () => {
  it('are refused when registering', async () => {
    for (const password of ['aaaaaaaa', 'password1', 'Qwertyuiop']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Com Mon', email: 'common@example.test', password, schoolName: 'Common' },
      });
      refusedAsCommon(response, 'password');
    }
  });

  it('are refused as a new password', async () => {
    const { api } = await signInAs(t, 'editor', {
      schoolId: (await createSchool(t.database.db)).id,
    });
    const response = await api.post('/api/account/password', {
      currentPassword: defaultPassword,
      newPassword: '12345678',
    });
    refusedAsCommon(response, 'newPassword');
  });

  it('are refused when accepting an invitation', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/accept-invitation',
      payload: { token: 'an-invitation-token-0000', password: 'iloveyou' },
    });
    refusedAsCommon(response, 'password');
  });
});
