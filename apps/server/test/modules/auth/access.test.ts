import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/modules/audit/audit.table.ts';
import { signInAs } from '../../support/actors.ts';
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
    const admin = await signInAs(t, 'admin');
    const response = await admin.api.get('/api/test/undeclared');
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('leaked');
  });

  it('lets a role with the permission in and keeps others out, auditing the denial', async () => {
    const sadmin = await signInAs(t, 'sadmin');
    const editor = await signInAs(t, 'editor', { schoolId: sadmin.schoolId });
    const allowed = await sadmin.api.get('/api/test/wallet');
    expect(allowed.statusCode).toBe(200);
    const denied = await editor.api.get('/api/test/wallet');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.code).toBe('forbidden');
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, editor.userId), eq(auditLog.action, 'auth.denied')));
    expect(rows[0]?.target).toBe('GET /api/test/wallet');
  });

  it('asks for a token before it looks at permissions', async () => {
    const anonymous = await signInAs(t, 'anonymous');
    expect((await anonymous.api.get('/api/test/wallet')).statusCode).toBe(401);
  });
});
