import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/modules/audit/audit.table.ts';
import { refreshGraceMs } from '../../../src/modules/auth/auth.service.ts';
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

const refresh = (cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    cookies: cookie ? { sc_refresh: cookie } : {},
  });
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

describe('POST /api/auth/refresh', () => {
  it('rotates the refresh token and issues a working access token', async () => {
    const session = await signInAs(t, 'sadmin', { schoolId });
    const { user } = session;
    const response = await refresh(session.refreshCookie);
    expect(response.statusCode).toBe(200);
    const next = response.cookies.find((c) => c.name === 'sc_refresh');
    expect(next?.value).toBeTruthy();
    expect(next?.value).not.toBe(session.refreshCookie);
    expect(response.json().user.id).toBe(user.id);
    expect((await me(response.json().accessToken)).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is presented again', async () => {
    const session = await signInAs(t, 'sadmin', { schoolId });
    const { user } = session;
    const first = await refresh(session.refreshCookie);
    const newCookie = first.cookies.find((c) => c.name === 'sc_refresh')?.value;
    const newAccess = first.json().accessToken;

    // Past the grace window two tabs get to share one rotation.
    t.clock.advance(refreshGraceMs + 1);
    const reuse = await refresh(session.refreshCookie);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().error.message).toBe('Invalid access token');
    // The thief's reuse also ends the legitimate holder's session.
    expect((await refresh(newCookie)).statusCode).toBe(401);
    expect((await me(newAccess)).statusCode).toBe(401);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, user.id), eq(auditLog.action, 'auth.token_reuse')));
    expect(audit).toHaveLength(1);
  });

  it('gives ten tabs refreshing at once with one cookie the same successor, and keeps it working', async () => {
    const session = await signInAs(t, 'sadmin', { schoolId });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => refresh(session.refreshCookie)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const successors = new Set(
      results.map((r) => r.cookies.find((c) => c.name === 'sc_refresh')?.value),
    );
    expect(successors.size).toBe(1);
    for (const r of results) expect((await me(r.json().accessToken)).statusCode).toBe(200);
    const [successor] = successors;
    expect((await refresh(successor)).statusCode).toBe(200);
  });

  it('answers a rotated token again only within the grace window and while its successor is unused', async () => {
    const session = await signInAs(t, 'sadmin', { schoolId });
    const first = await refresh(session.refreshCookie);
    t.clock.advance(refreshGraceMs - 1000);
    const again = await refresh(session.refreshCookie);
    expect(again.statusCode).toBe(200);
    const successor = first.cookies.find((c) => c.name === 'sc_refresh')?.value;
    expect(again.cookies.find((c) => c.name === 'sc_refresh')?.value).toBe(successor);
    // Once the successor has moved on, the old token is a stolen one.
    expect((await refresh(successor)).statusCode).toBe(200);
    expect((await refresh(session.refreshCookie)).statusCode).toBe(401);
    expect((await me(first.json().accessToken)).statusCode).toBe(401);
  });

  it('answers 401 without a cookie or with an unknown token', async () => {
    expect((await refresh()).statusCode).toBe(401);
    expect((await refresh('unknown-token')).json()).toEqual({
      error: { code: 'unauthorized', message: 'Invalid access token' },
    });
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session: neither the access token nor the refresh cookie work afterwards', async () => {
    const session = await signInAs(t, 'editor', { schoolId });
    const { user } = session;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(session.accessToken),
      cookies: { sc_refresh: session.refreshCookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const cleared = response.cookies.find((c) => c.name === 'sc_refresh');
    expect(cleared?.value).toBe('');
    expect((await me(session.accessToken)).statusCode).toBe(401);
    expect((await refresh(session.refreshCookie)).statusCode).toBe(401);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, user.id), eq(auditLog.action, 'auth.logout')));
    expect(rows).toHaveLength(1);
  });

  it('ends the session from the refresh cookie alone', async () => {
    const session = await signInAs(t, 'editor', { schoolId });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { sc_refresh: session.refreshCookie },
    });
    expect((await me(session.accessToken)).statusCode).toBe(401);
  });

  it('leaves the user’s other sessions alone', async () => {
    const user = await createUser(t.database.db, { role: 'editor', schoolId });
    const phone = await signIn(t.app, user.email);
    const laptop = await signIn(t.app, user.email);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(phone.accessToken),
    });
    expect((await me(laptop.accessToken)).statusCode).toBe(200);
  });
});
