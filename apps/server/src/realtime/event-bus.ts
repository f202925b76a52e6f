import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { parseChannel, type Channel } from './channels.ts';

const pgChannel = 'sc_events';
// PostgreSQL refuses a NOTIFY payload of 8 000 bytes or more, and would fail the whole transaction.
export const maxWireBytes = 7900;

/**
 * One event on one channel. Keep `data` small (ids, not bodies): a persisted event travels as its
 * `seq` alone and a subscriber reads the body through its channel kind's replay.
 */
export type BusEvent = { type: string; data?: unknown; seq?: number };
export type Published = { channel: Channel; event: BusEvent };
type Wire = { c: string; t: string; d?: unknown; s?: number };

/** Transport-agnostic: an SSE stream, a WebSocket or a job runner is a callback and a set of channels. */
export type Subscriber = {
  deliver(channel: Channel, event: BusEvent): void;
  /** The listening connection was lost and is back: anything sent in between was missed. */
  resync?(): void;
};
export type Subscription = {
  join(channel: Channel): void;
  leave(channel: Channel): void;
  unsubscribe(): void;
};

export type EventBus = {
  /** Sends through PostgreSQL NOTIFY; inside a transaction it is delivered only if that commits. */
  publish(channel: Channel, event: BusEvent, db?: Database): Promise<void>;
  /** Many events in one round trip (e.g. one announcement to a whole school). */
  publishMany(events: Published[], db?: Database): Promise<void>;
  subscribe(channels: Iterable<Channel>, subscriber: Subscriber): Subscription;
  close(): Promise<void>;
};

function encode({ channel, event }: Published): string {
  const wire: Wire = { c: channel, t: event.type };
  if (event.data !== undefined) wire.d = event.data;
  if (event.seq !== undefined) wire.s = event.seq;
  const payload = JSON.stringify(wire);
  if (Buffer.byteLength(payload) > maxWireBytes) {
    throw new Error(`event ${event.type} is too large for the bus; send ids, not bodies`);
  }
  return payload;
}

function decode(payload: string): Published | undefined {
  try {
    const wire = JSON.parse(payload) as Wire;
    if (typeof wire.t !== 'string' || !parseChannel(wire.c)) return undefined;
    return { channel: wire.c as Channel, event: { type: wire.t, data: wire.d, seq: wire.s } };
  } catch {
    return undefined;
  }
}

/**
 * Real-time fan-out between instances (PRODUCT §4 scale-out): every instance LISTENs on one
 * PostgreSQL channel and hands each event to the local subscribers of its bus channel.
 */
export async function createEventBus(database: DatabaseHandle): Promise<EventBus> {
  const byChannel = new Map<Channel, Set<Subscriber>>();
  const all = new Set<Subscriber>();

  const stop = await database.listen(
    pgChannel,
    (payload) => {
      const published = decode(payload);
      if (!published) return;
      for (const subscriber of byChannel.get(published.channel) ?? [])
        subscriber.deliver(published.channel, published.event);
    },
    () => {
      for (const subscriber of all) subscriber.resync?.();
    },
  );

  const leave = (channel: Channel, subscriber: Subscriber) => {
    const set = byChannel.get(channel);
    set?.delete(subscriber);
    if (set?.size === 0) byChannel.delete(channel);
  };

  return {
    async publish(channel, event, db = database.db) {
      await db.execute(sql`select pg_notify(${pgChannel}, ${encode({ channel, event })})`);
    },
    async publishMany(events, db = database.db) {
      if (events.length === 0) return;
      // One JSON array parameter: drizzle would otherwise spread a JS array into a list.
      await db.execute(
        sql`select pg_notify(${pgChannel}, payload) from jsonb_array_elements_text(${JSON.stringify(events.map(encode))}::jsonb) as payload`,
      );
    },
    subscribe(initial, subscriber) {
      const joined = new Set<Channel>();
      const join = (channel: Channel) => {
        joined.add(channel);
        let set = byChannel.get(channel);
        if (!set) byChannel.set(channel, (set = new Set()));
        set.add(subscriber);
      };
      for (const channel of initial) join(channel);
      all.add(subscriber);
      return {
        join,
        leave(channel) {
          joined.delete(channel);
          leave(channel, subscriber);
        },
        unsubscribe() {
          for (const channel of joined) leave(channel, subscriber);
          joined.clear();
          all.delete(subscriber);
        },
      };
    },
    close: stop,
  };
}
