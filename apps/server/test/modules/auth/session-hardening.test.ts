import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInAs } from '../../support/actors.ts';
import { createSchool } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

const jwtSecret = 'a-test-key-that-is-long-enough-for-hs256-0123';
let t: TestApp;
let schoolId: string;

beforeAll(async () => {
  t = await createTestApp({ config: { jwtSecret, publicUrl: 'https://console.school.example' } });
  schoolId = (await createSchool(t.database.db)).id;
});
afterAll(() => t.close());

const post = (url: string, cookie: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, cookies: { sc_refresh: cookie }, headers });

describe('the refresh cookie', () => {
  it('is cleared with the attributes it was set with', async () => {
    const { refreshCookie } = await signInAs(t, 'editor', { schoolId });
    for (const url of ['/api/auth/logout', '/api/auth/refresh']) {
      const response = await post(url, refreshCookie);
      const header = String(response.headers['set-cookie']);
      expect(header).toMatch(/^sc_refresh=;/);
      expect(header).toContain('HttpOnly');
      expect(header).toContain('SameSite=Strict');
      expect(header).toContain('Path=/api/auth');
    }
  });
});

describe('refresh and logout from another site', () => {
  it('are refused when the Origin is foreign, and work from the console itself', async () => {
    const { refreshCookie, accessToken } = await signInAs(t, 'editor', { schoolId });
    for (const url of ['/api/auth/refresh', '/api/auth/logout']) {
      const foreign = await post(url, refreshCookie, { origin: 'https://evil.example' });
      expect(foreign.statusCode).toBe(403);
    }
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(accessToken),
    });
    expect(me.statusCode).toBe(200);
    const own = await post('/api/auth/refresh', refreshCookie, {
      origin: 'https://console.school.example',
    });
    expect(own.statusCode).toBe(200);
    const sameHost = await post(
      '/api/auth/refresh',
      String(own.cookies.find((c) => c.name === 'sc_refresh')?.value),
      { origin: 'http://localhost:80', host: 'localhost:80' },
    );
    expect(sameHost.statusCode).toBe(200);
  });
});

describe('signed-in answers', () => {
  it('are never stored by a cache', async () => {
    const { api } = await signInAs(t, 'sadmin', { schoolId });
    for (const url of ['/api/auth/me', '/api/school', '/api/students']) {
      const response = await api.get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('access tokens', () => {
  it('are refused without an expiry, even when signed with the right key', async () => {
    const { user, accessToken } = await signInAs(t, 'editor', { schoolId });
    const [, payload = ''] = accessToken.split('.');
    const { sid } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sid: string };
    const endless = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuer('school-console')
      .setIssuedAt()
      .sign(new TextEncoder().encode(jwtSecret));
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(endless),
    });
    expect(response.statusCode).toBe(401);
  });
});
