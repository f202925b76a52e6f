import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/modules/auth/auth.table.ts';
import { hashPassword } from '../../src/modules/auth/password.ts';
import { maxStreamsPerOwner } from '../../src/realtime/events.routes.ts';
import { bearer, signIn, signInAs, type Actor } from '../support/actors.ts';
import { eventually } from '../support/eventually.ts';
import { createStudent, createUser, defaultPassword } from '../support/factories.ts';
import { openEventStream } from '../support/sse.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let base: string;
let admin: Actor;
type Stream = Awaited<ReturnType<typeof connected>>;

beforeAll(async () => {
  // A heartbeat far beyond the test: only the revocation itself may end a stream.
  t = await createTestApp({ eventsHeartbeatMs: 600_000 });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  base = `http://127.0.0.1:${address.port}/api/events`;
  admin = await signInAs(t, 'sadmin');
});
afterAll(() => t.close());

const announce = (message: string) =>
  admin.api.post('/api/notifications/announcements', { message });

async function connected(token: string) {
  const stream = openEventStream(base, token);
  await stream.waitFor((events) => events.some((e) => e.event === 'counts'));
  return stream;
}

async function editor() {
  const user = await createUser(t.database.db, { role: 'editor', schoolId: admin.schoolId });
  return { user, session: await signIn(t.app, user.email) };
}

describe('a revoked session’s event stream', () => {
  it('ends at once on logout, and is told nothing after', async () => {
    const { session } = await editor();
    const stream = await connected(session.accessToken);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(session.accessToken),
    });
    expect(logout.statusCode).toBe(200);
    await eventually(() => expect(stream.ended()).toBe(true), { timeoutMs: 2000 });
    expect((await announce('<p>After logout</p>')).statusCode).toBe(200);
    expect(stream.events.map((e) => e.event)).not.toContain('notification.created');
  });

  it('ends for the other sessions when the password changes', async () => {
    const { user, session: other } = await editor();
    const stream = await connected(other.accessToken);
    const mine = await signIn(t.app, user.email);
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: bearer(mine.accessToken),
      payload: { currentPassword: defaultPassword, newPassword: 'violet kettle harbour' },
    });
    expect(change.statusCode).toBe(200);
    await eventually(() => expect(stream.ended()).toBe(true), { timeoutMs: 2000 });
    const kept = await connected(mine.accessToken);
    expect(kept.ended()).toBe(false);
    await kept.close();
  });

  it('ends when the student is deactivated', async () => {
    const student = await createStudent(admin);
    const passwordHash = await hashPassword(defaultPassword);
    // An invited student has no password yet; give the account one to sign in with.
    await t.database.db
      .update(users)
      .set({ passwordHash })
      .where(sql`lower(${users.email}) = lower(${student.email})`);
    const session = await signIn(t.app, student.email);
    const stream = await connected(session.accessToken);
    const response = await admin.api.patch(`/api/students/${student.id}`, {
      status: 'deactivated',
    });
    expect(response.statusCode).toBe(200);
    await eventually(() => expect(stream.ended()).toBe(true), { timeoutMs: 2000 });
  });

  it('ends when the refresh token is reused and the family revoked', async () => {
    const { session } = await editor();
    const stream = await connected(session.accessToken);
    const refresh = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        cookies: { sc_refresh: session.refreshCookie },
      });
    expect((await refresh()).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await refresh()).statusCode).toBe(401);
    await eventually(() => expect(stream.ended()).toBe(true), { timeoutMs: 2000 });
  });
});

describe('event streams per session and per user', () => {
  it(`keep at most ${maxStreamsPerOwner} per session, closing the oldest`, async () => {
    const { session } = await editor();
    const streams: Stream[] = [];
    for (let i = 0; i <= maxStreamsPerOwner; i++)
      streams.push(await connected(session.accessToken));
    await eventually(() => expect(streams[0]?.ended()).toBe(true), { timeoutMs: 2000 });
    expect(streams.slice(1).filter((s) => s.ended())).toHaveLength(0);
    await Promise.all(streams.map((s) => s.close()));
  });

  it(`keep at most ${maxStreamsPerOwner} per user across sessions`, async () => {
    const { user } = await editor();
    const streams: Stream[] = [];
    for (let i = 0; i <= maxStreamsPerOwner; i++) {
      const session = await signIn(t.app, user.email);
      streams.push(await connected(session.accessToken));
    }
    await eventually(() => expect(streams[0]?.ended()).toBe(true), { timeoutMs: 2000 });
    expect(streams.slice(1).filter((s) => s.ended())).toHaveLength(0);
    await Promise.all(streams.map((s) => s.close()));
  });
});
