import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/client.ts';

const channel = 'sc_events';

/** One event for one user; `id` orders persisted events so a client can resume after it. */
export type UserEvent = { type: string; data: unknown; id?: number };
type Handler = (event: UserEvent) => void;
type Wire = { u: string; t: string; d: unknown; i?: number };

export type EventBus = {
  /** Sends through PostgreSQL NOTIFY; inside a transaction it is delivered only if that commits. */
  publish(userId: string, event: UserEvent, db?: Database): Promise<void>;
  /** Many events in one round trip (e.g. one announcement to a whole school). */
  publishMany(events: { userId: string; event: UserEvent }[], db?: Database): Promise<void>;
  subscribe(userId: string, handler: Handler, onResync: () => void): () => void;
  close(): Promise<void>;
};

/**
 * Real-time fan-out between instances (PRODUCT §4 scale-out): every instance LISTENs on one
 * channel and hands each event to the connections of that user it holds.
 */
export async function createEventBus(database: DatabaseHandle): Promise<EventBus> {
  const subscribers = new Map<string, Set<Handler>>();
  const resyncs = new Set<() => void>();

  const stop = await database.listen(
    channel,
    (payload) => {
      let wire: Wire;
      try {
        wire = JSON.parse(payload) as Wire;
      } catch {
        return;
      }
      for (const handler of subscribers.get(wire.u) ?? [])
        handler({ type: wire.t, data: wire.d, id: wire.i });
    },
    () => {
      for (const resync of resyncs) resync();
    },
  );

  return {
    async publish(userId, event, db = database.db) {
      const wire: Wire = {
        u: userId,
        t: event.type,
        d: event.data,
        ...(event.id === undefined ? {} : { i: event.id }),
      };
      await db.execute(sql`select pg_notify(${channel}, ${JSON.stringify(wire)})`);
    },
    async publishMany(events, db = database.db) {
      if (events.length === 0) return;
      const payloads = events.map(({ userId, event }) =>
        JSON.stringify({
          u: userId,
          t: event.type,
          d: event.data,
          ...(event.id === undefined ? {} : { i: event.id }),
        } satisfies Wire),
      );
      // One JSON array parameter: drizzle would otherwise spread a JS array into a list.
      await db.execute(
        sql`select pg_notify(${channel}, payload) from jsonb_array_elements_text(${JSON.stringify(payloads)}::jsonb) as payload`,
      );
    },
    subscribe(userId, handler, onResync) {
      let set = subscribers.get(userId);
      if (!set) subscribers.set(userId, (set = new Set()));
      set.add(handler);
      resyncs.add(onResync);
      return () => {
        set.delete(handler);
        if (set.size === 0) subscribers.delete(userId);
        resyncs.delete(onResync);
      };
    },
    close: stop,
  };
}
