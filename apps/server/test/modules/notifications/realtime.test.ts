import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/db/client.ts';
import { channels, sessionRevoked } from '../../../src/realtime/channels.ts';
import { createEventBus } from '../../../src/realtime/event-bus.ts';
import { bearer, signIn } from '../../support/actors.ts';
import { createSchool, createUser } from '../../support/factories.ts';
import { openEventStream } from '../../support/sse.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let a: TestApp;
let baseA: string;
let adminToken: string;
let editorEmail: string;

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

const announce = (message: string) =>
  a.app.inject({
    method: 'POST',
    url: '/api/notifications/announcements',
    headers: bearer(adminToken),
    payload: { message },
  });

beforeAll(async () => {
  a = await createTestApp({ eventsHeartbeatMs: 200 });
  baseA = await listen(a);
  const schoolId = (await createSchool(a.database.db)).id;
  const admin = await createUser(a.database.db, { role: 'sadmin', schoolId });
  editorEmail = (await createUser(a.database.db, { role: 'editor', schoolId })).email;
  adminToken = (await signIn(a.app, admin.email)).accessToken;
});
afterAll(() => a.close());

describe('GET /api/events', () => {
  it('refuses a request without a token', async () => {
    const response = await fetch(`${baseA}/api/events`);
    expect(response.status).toBe(401);
  });

  it('sends the security headers with the stream', async () => {
    const { accessToken } = await signIn(a.app, editorEmail);
    const controller = new AbortController();
    const response = await fetch(`${baseA}/api/events`, {
      headers: bearer(accessToken),
      signal: controller.signal,
    });
    try {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    } finally {
      controller.abort();
    }
  });

  it('sends the counts on connect and a new notification within a second, then the new counts', async () => {
    const { accessToken } = await signIn(a.app, editorEmail);
    const stream = openEventStream(`${baseA}/api/events`, accessToken);
    await stream.waitFor((e) => e.some((x) => x.event === 'counts'));
    const sentAt = performance.now();
    await announce('<p>Live!</p>');
    await stream.waitFor((e) => e.some((x) => x.event === 'notification.created'));
    const created = stream.events.find((x) => x.event === 'notification.created');
    expect(created?.data).toMatchObject({
      message: '<p>Live!</p>',
      type: 'announcement',
      readAt: null,
    });
    expect(Number(created?.id)).toBeGreaterThan(0);
    expect((created?.at ?? Infinity) - sentAt).toBeLessThan(1000);
    await stream.waitFor((e) => e.filter((x) => x.event === 'counts').length >= 2);
    expect(stream.events.filter((x) => x.event === 'counts').at(-1)?.data).toMatchObject({
      unread: expect.any(Number),
    });
    await stream.close();
  });

  it('replays everything after Last-Event-ID on reconnect, in order, without duplicates', async () => {
    const { accessToken } = await signIn(a.app, editorEmail);
    const first = openEventStream(`${baseA}/api/events`, accessToken);
    await first.waitFor((e) => e.some((x) => x.event === 'counts'));
    await announce('before the drop');
    await first.waitFor((e) => e.some((x) => x.event === 'notification.created'));
    const lastId = first.events.filter((x) => x.event === 'notification.created').at(-1)?.id;
    await first.close();

    for (const text of ['missed 1', 'missed 2', 'missed 3']) await announce(text);
    const second = openEventStream(`${baseA}/api/events`, accessToken, lastId);
    await second.waitFor((e) => e.filter((x) => x.event === 'notification.created').length >= 3);
    await announce('live after reconnect');
    await second.waitFor((e) => e.filter((x) => x.event === 'notification.created').length >= 4);
    // The stream is ordered: once a later event is here, a duplicate would have come before it.
    await a.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: bearer(accessToken),
    });
    await second.waitFor((e) => e.some((x) => x.event === 'notification.read'));
    const messages = second.events
      .filter((x) => x.event === 'notification.created')
      .map((x) => (x.data as { message: string }).message);
    expect(messages).toEqual(['missed 1', 'missed 2', 'missed 3', 'live after reconnect']);
    await second.close();
  });

  it('tells the stream when a notification is read', async () => {
    const { accessToken } = await signIn(a.app, editorEmail);
    const stream = openEventStream(`${baseA}/api/events`, accessToken);
    await stream.waitFor((e) => e.some((x) => x.event === 'counts'));
    await announce('to be read');
    await stream.waitFor((e) => e.some((x) => x.event === 'notification.created'));
    await a.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: bearer(accessToken),
    });
    await stream.waitFor((e) => e.some((x) => x.event === 'notification.read'));
    await stream.waitFor((e) =>
      e.some((x) => x.event === 'counts' && (x.data as { unread: number }).unread === 0),
    );
    await stream.close();
  });

  it('delivers a notification whose body is larger than a NOTIFY payload may be', async () => {
    const { accessToken } = await signIn(a.app, editorEmail);
    const stream = openEventStream(`${baseA}/api/events`, accessToken);
    await stream.waitFor((e) => e.some((x) => x.event === 'counts'));
    // Each "&" is stored as "&amp;": 10 000 bytes, past PostgreSQL's 8 000-byte NOTIFY limit.
    expect((await announce('&'.repeat(2000))).statusCode).toBe(200);
    await stream.waitFor((e) => e.some((x) => x.event === 'notification.created'));
    const created = stream.events.find((x) => x.event === 'notification.created');
    expect((created?.data as { message: string }).message).toBe('&amp;'.repeat(2000));
    await stream.close();
  });

  it("ends a session's streams at once when the bus says it is revoked", async () => {
    const { accessToken } = await signIn(a.app, editorEmail);
    const sessionId = (
      JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()) as {
        sid: string;
      }
    ).sid;
    const stream = openEventStream(`${baseA}/api/events`, accessToken);
    const other = openEventStream(
      `${baseA}/api/events`,
      (await signIn(a.app, editorEmail)).accessToken,
    );
    await stream.waitFor((e) => e.some((x) => x.event === 'counts'));
    await other.waitFor((e) => e.some((x) => x.event === 'counts'));
    // Another handle on the database, as another instance would publish: the session itself stays
    // valid, so only the event can end the stream.
    const bus = await createEventBus(a.database);
    try {
      await bus.publish(channels.session(sessionId), sessionRevoked);
      const deadline = Date.now() + 3000;
      while (!stream.ended() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(stream.ended()).toBe(true);
      expect(other.ended()).toBe(false);
    } finally {
      await bus.close();
      await other.close();
    }
  });

  it('ends the stream once the session is signed out', async () => {
    const { accessToken } = await signIn(a.app, editorEmail);
    const stream = openEventStream(`${baseA}/api/events`, accessToken);
    await stream.waitFor((e) => e.some((x) => x.event === 'counts'));
    await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(accessToken) });
    const deadline = Date.now() + 3000;
    while (!stream.ended() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(stream.ended()).toBe(true);
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  'two instances on one PostgreSQL database',
  () => {
    it('delivers a notification created on A to a subscriber on B within a second', async () => {
      const url = (a.database as { url?: string }).url;
      if (!url) throw new Error('the PostgreSQL test database has no url');
      const b = await createTestApp({ database: await openDatabase({ kind: 'postgres', url }) });
      try {
        const baseB = await listen(b);
        // Signed in on B: sessions live in the database, so either instance accepts them.
        const { accessToken } = await signIn(b.app, editorEmail);
        const stream = openEventStream(`${baseB}/api/events`, accessToken);
        await stream.waitFor((e) => e.some((x) => x.event === 'counts'));
        const sentAt = performance.now();
        await announce('from instance A');
        await stream.waitFor((e) => e.some((x) => x.event === 'notification.created'));
        const created = stream.events.find((x) => x.event === 'notification.created');
        expect((created?.data as { message: string }).message).toBe('from instance A');
        expect((created?.at ?? Infinity) - sentAt).toBeLessThan(1000);
        await stream.close();
      } finally {
        await b.close();
      }
    });
  },
);
