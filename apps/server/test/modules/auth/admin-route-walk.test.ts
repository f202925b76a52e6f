import { randomUUID } from 'node:crypto';
import { hasPermission } from '@school/shared/auth/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type Method } from '../../support/actors.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// The event stream answers with a stream that stays open; the realtime tests cover it.
const endless = new Set(['/api/events']);

describe('the platform admin', () => {
  it('is never let through a route guard only to be refused by the service', async () => {
    const admin = await signInAs(t, 'admin');
    const routes = t.app.routeAccess.flatMap((route) =>
      (Array.isArray(route.method) ? route.method : [route.method])
        .filter((method) => method !== 'HEAD' && method !== 'OPTIONS')
        .map((method) => ({ method: method as Method, url: route.url, access: route.access })),
    );
    const guarded = routes.filter(
      (r) =>
        r.url.startsWith('/api/') &&
        !endless.has(r.url) &&
        r.access !== undefined &&
        r.access !== 'public' &&
        (r.access === 'authenticated' || hasPermission('admin', r.access)),
    );
    expect(guarded.length).toBeGreaterThan(30);

    const refused: string[] = [];
    for (const route of guarded) {
      const url = route.url.replace(/:[A-Za-z]+/g, randomUUID());
      const payload = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
      const response = await admin.api.send(route.method, url, payload).catch((error: unknown) => {
        refused.push(`${route.method} ${route.url}: ${String(error)}`);
      });
      if (response && (response.statusCode === 403 || response.statusCode >= 500))
        refused.push(`${route.method} ${route.url}: ${response.statusCode} ${response.body}`);
    }
    expect(refused).toEqual([]);
  });

  it('is refused by the guard itself where the permission is missing', async () => {
    const admin = await signInAs(t, 'admin');
    const response = await admin.api.post('/api/wallet/top-ups', {});
    expect(hasPermission('admin', 'wallet.spend')).toBe(false);
    expect(response.statusCode).toBe(403);
  });
});
