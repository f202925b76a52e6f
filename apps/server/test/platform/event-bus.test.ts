import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { channels, type Channel } from '../../src/realtime/channels.ts';
import { createEventBus, type BusEvent, type EventBus } from '../../src/realtime/event-bus.ts';
import { openStream, type StreamEvent } from '../../src/realtime/stream.ts';
import { openTestDatabase } from '../support/test-database.ts';

let database: DatabaseHandle & { url?: string };
let bus: EventBus;

beforeAll(async () => {
  database = await openTestDatabase();
  bus = await createEventBus(database);
});
afterAll(async () => {
  await bus.close();
  await database.close();
});

async function until(check: () => boolean, what: string, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

function collect(target: EventBus, subscribed: Channel[]) {
  const received: { channel: Channel; event: BusEvent }[] = [];
  const subscription = target.subscribe(subscribed, {
    deliver: (channel, event) => received.push({ channel, event }),
  });
  return { received, subscription, types: () => received.map((r) => r.event.type) };
}

const school = channels.school('s1');
const conversation = channels.conversation('c1');

describe('event bus', () => {
  it('delivers to a subscriber the events of the channels it joined, and no others', async () => {
    const sub = collect(bus, [school]);
    await bus.publish(channels.school('s2'), { type: 'other-school' });
    await bus.publish(conversation, { type: 'not-joined-yet' });
    // NOTIFY arrives in commit order: once this one is here, the two before it have passed.
    await bus.publish(school, { type: 'marker' });
    await until(() => sub.types().includes('marker'), 'the marker');
    sub.subscription.join(conversation);
    await bus.publishMany([
      { channel: conversation, event: { type: 'joined', data: { id: 1 } } },
      { channel: school, event: { type: 'school-news' } },
    ]);
    await until(() => sub.types().includes('school-news'), 'the school news');
    sub.subscription.leave(school);
    await bus.publish(school, { type: 'after-leaving' });
    await bus.publish(conversation, { type: 'last' });
    await until(() => sub.types().includes('last'), 'the last event');
    expect(sub.types()).toEqual(['marker', 'joined', 'school-news', 'last']);
    expect(sub.received[1]).toEqual({
      channel: conversation,
      event: { type: 'joined', data: { id: 1 } },
    });
    sub.subscription.unsubscribe();
  });

  it('delivers what a transaction publishes only if it commits', async () => {
    const sub = collect(bus, [school]);
    await database.db
      .transaction(async (tx) => {
        await bus.publish(school, { type: 'rolled-back' }, tx);
        tx.rollback();
      })
      .catch(() => undefined);
    await database.db.transaction(async (tx) => {
      await bus.publish(school, { type: 'committed' }, tx);
      await tx.execute(sql`select 1`);
    });
    await until(() => sub.types().includes('committed'), 'the committed event');
    expect(sub.types()).toEqual(['committed']);
    sub.subscription.unsubscribe();
  });

  it('refuses an event too large for NOTIFY before it can fail a transaction', async () => {
    await expect(bus.publish(school, { type: 'too-big', data: 'x'.repeat(8000) })).rejects.toThrow(
      /too large/,
    );
  });
});

describe('streams with catch-up', () => {
  /** A conversation's persisted messages, as a chat module would keep them; one per test. */
  function conversationLog(id: string) {
    const channel = channels.conversation(id);
    const persisted: StreamEvent[] = [];
    const log = {
      channel,
      reads: 0,
      persist(text: string) {
        const seq = persisted.length + 1;
        persisted.push({ channel, type: 'message', data: { text }, seq });
        return seq;
      },
      replays: {
        conversation: async (key: string, afterSeq: number, limit: number) => {
          expect(key).toBe(id);
          log.reads += 1;
          return persisted.filter((e) => (e.seq ?? 0) > afterSeq).slice(0, limit);
        },
      },
    };
    return log;
  }
  const texts = (events: StreamEvent[]) => events.map((e) => (e.data as { text: string }).text);

  it('replays after the cursor, then resolves live sequence numbers through the replay, none twice', async () => {
    const log = conversationLog('c2');
    const { channel: conversation, persist, replays } = log;
    for (const text of ['one', 'two', 'three']) persist(text);
    const sent: StreamEvent[] = [];
    const stream = openStream({
      bus,
      channels: [conversation],
      replays,
      cursors: new Map([[conversation, 1]]),
      send: (event) => sent.push(event),
      onError: (error) => {
        throw error;
      },
    });
    await stream.ready;
    expect(texts(sent)).toEqual(['two', 'three']);

    log.reads = 0;
    // A burst of sequence numbers costs one read: the first brings every message after the cursor.
    const seqs = ['four', 'five', 'six'].map(persist);
    await bus.publishMany(
      seqs.map((seq) => ({ channel: conversation, event: { type: 'message', seq } })),
    );
    await until(() => sent.length === 5, 'the live messages');
    // An event without a sequence number is not persisted and goes straight through.
    await bus.publish(conversation, { type: 'typing', data: { userId: 'u1' } });
    await until(() => sent.length === 6, 'the typing event');
    expect(texts(sent.slice(0, 5))).toEqual(['two', 'three', 'four', 'five', 'six']);
    expect(sent.map((e) => e.seq)).toEqual([2, 3, 4, 5, 6, undefined]);
    expect(log.reads).toBe(1);
    stream.close();
  });

  it('starts a stream without a cursor at the first event it is told of', async () => {
    const { channel: conversation, persist, replays } = conversationLog('c3');
    const sent: StreamEvent[] = [];
    const stream = openStream({
      bus,
      channels: [conversation],
      replays,
      send: (event) => sent.push(event),
      onError: (error) => {
        throw error;
      },
    });
    await stream.ready;
    expect(sent).toEqual([]);
    const seq = persist('seven');
    await bus.publish(conversation, { type: 'message', seq });
    await until(() => sent.length === 1, 'the new message');
    expect(texts(sent)).toEqual(['seven']);
    stream.close();
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('two instances', () => {
  it('has a stream catch up on what it missed while the listening connection was lost', async () => {
    const sent: StreamEvent[] = [];
    const missed: StreamEvent[] = [];
    const stream = openStream({
      bus,
      channels: [school],
      replays: { school: async (_key, after) => missed.filter((e) => (e.seq ?? 0) > after) },
      cursors: new Map([[school, 0]]),
      send: (event) => sent.push(event),
      onError: (error) => {
        throw error;
      },
    });
    await stream.ready;
    // Persisted while nobody listened: no NOTIFY reaches this instance for it.
    missed.push({ channel: school, type: 'post', data: { id: 'p1' }, seq: 1 });
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      const listeners = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'listen%'`,
      );
      expect(listeners.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    await until(() => sent.length === 1, 'the replayed post');
    expect(sent[0]).toMatchObject({ type: 'post', seq: 1 });
    // Listening again: live events flow.
    await bus.publish(school, { type: 'live' });
    await until(() => sent.length === 2, 'the live event after reconnecting');
    stream.close();
  });

  it('fans a school event out from one instance to a subscriber on another', async () => {
    if (!database.url) throw new Error('the PostgreSQL test database has no url');
    const other = await openDatabase({ kind: 'postgres', url: database.url });
    const otherBus = await createEventBus(other);
    try {
      const sub = collect(otherBus, [school]);
      await bus.publish(school, { type: 'from-a', data: { postId: 'p1' } });
      await until(() => sub.types().includes('from-a'), 'the event on instance B');
      expect(sub.received[0]?.event.data).toEqual({ postId: 'p1' });
    } finally {
      await otherBus.close();
      await other.close();
    }
  });
});
