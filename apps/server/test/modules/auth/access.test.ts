import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/modules/audit/audit.table.ts';
import { bearer, createSchool, createUser, signIn } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    configure(app) {
      // Routes declared the way modules declare theirs, to exercise the guard itself.
      app.get('/api/test/wallet', { config: { access: 'wallet.view' } }, async () => ({
        ok: true,
      }));
      app.get('/api/test/undeclared', async () => ({ leaked: true }));
    },
  });
});
afterAll(() => t.close());

describe('route access', () => {
  it('declares who may call every API route (default deny)', () => {
    const undeclared = t.app.routeAccess
      .filter((r) => r.access === undefined)
      .map((r) => `${String(r.method)} ${r.url}`);
    // Only the test's own deliberately undeclared route (and its implied HEAD) may lack a declaration.
    expect(undeclared).toEqual(['GET /api/test/undeclared', 'HEAD /api/test/undeclared']);
    expect(t.app.routeAccess.length).toBeGreaterThan(8);
  });

  it('denies a route that declares nothing, even to a platform admin', async () => {
    const admin = await createUser(t.database.db, { role: 'admin' });
    const { accessToken } = await signIn(t.app, admin.email);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/test/undeclared',
      headers: bearer(accessToken),
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('leaked');
  });

  it('lets a role with the permission in and keeps others out, auditing the denial', async () => {
    const school = await createSchool(t.database.db);
    const sadmin = await createUser(t.database.db, { role: 'sadmin', schoolId: school.id });
    const editor = await createUser(t.database.db, { role: 'editor', schoolId: school.id });
    const allowed = await t.app.inject({
      method: 'GET',
      url: '/api/test/wallet',
      headers: bearer((await signIn(t.app, sadmin.email)).accessToken),
    });
    expect(allowed.statusCode).toBe(200);
    const denied = await t.app.inject({
      method: 'GET',
      url: '/api/test/wallet',
      headers: bearer((await signIn(t.app, editor.email)).accessToken),
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.code).toBe('forbidden');
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, editor.id), eq(auditLog.action, 'auth.denied')));
    expect(rows[0]?.target).toBe('GET /api/test/wallet');
  });

  it('asks for a token before it looks at permissions', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/wallet' });
    expect(response.statusCode).toBe(401);
  });
});
