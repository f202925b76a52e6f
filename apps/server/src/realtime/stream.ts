import { parseChannel, type Channel, type ChannelKind } from './channels.ts';
import type { BusEvent, EventBus } from './event-bus.ts';

export type StreamEvent = { channel: Channel; type: string; data?: unknown; seq?: number };

/** The persisted events of one channel after a sequence number, oldest first, at most `limit`. */
export type Replay = (key: string, afterSeq: number, limit: number) => Promise<StreamEvent[]>;
/** The channel kinds whose events are persisted, so a stream can catch up on them. */
export type Replays = Partial<Record<ChannelKind, Replay>>;

export type StreamOptions = {
  bus: EventBus;
  channels: Channel[];
  replays: Replays;
  /** The last sequence number the client saw per channel (e.g. `Last-Event-ID`): replayed after it. */
  cursors?: ReadonlyMap<Channel, number>;
  /** Runs once the catch-up is sent and before any live event (e.g. the current counts). */
  greet?: () => Promise<void>;
  send(event: StreamEvent): void;
  onError(error: unknown): void;
};

const pageSize = 500;

/**
 * The catch-up guarantee of every real-time transport: replay after the client's cursors, then
 * live events in order, none twice. A persisted event arrives as its `seq` alone and is read
 * through its kind's replay; a burst of them costs one read. Everything runs in one queue, so a
 * live event waits while a replay runs and nothing slips between the two.
 */
export function openStream(options: StreamOptions): { ready: Promise<void>; close(): void } {
  const { bus, replays, send } = options;
  const cursors = new Map(options.cursors);
  let closed = false;
  let queue = Promise.resolve();
  const enqueue = (task: () => Promise<void> | void) => {
    queue = queue
      .then(() => (closed ? undefined : task()))
      .catch((error: unknown) => {
        if (!closed) options.onError(error);
      });
  };

  const emit = (event: StreamEvent) => {
    if (closed) return;
    if (event.seq !== undefined) {
      const cursor = cursors.get(event.channel);
      if (cursor !== undefined && event.seq <= cursor) return;
      cursors.set(event.channel, event.seq);
    }
    send(event);
  };

  const catchUp = async (channel: Channel, after: number) => {
    const parsed = parseChannel(channel);
    const replay = parsed && replays[parsed.kind];
    if (!parsed || !replay) return false;
    for (let from = after; !closed;) {
      const page = await replay(parsed.key, from, pageSize);
      for (const event of page) emit(event);
      if (page.length < pageSize) break;
      from = cursors.get(channel) ?? from;
    }
    return true;
  };

  const live = async (channel: Channel, event: BusEvent) => {
    if (event.seq === undefined || event.data !== undefined) {
      return emit({ channel, ...event });
    }
    const cursor = cursors.get(channel);
    if (cursor !== undefined && event.seq <= cursor) return;
    // A client that gave no cursor starts at the first event it is told of.
    if (!(await catchUp(channel, cursor ?? event.seq - 1))) emit({ channel, ...event });
  };

  const resync = async () => {
    for (const [channel, cursor] of cursors) await catchUp(channel, cursor);
  };

  enqueue(async () => {
    await resync();
    await options.greet?.();
  });
  // Settles after the greeting; a failure went to `onError`.
  const ready = queue;
  const subscription = bus.subscribe(options.channels, {
    deliver: (channel, event) => void enqueue(() => live(channel, event)),
    resync: () => void enqueue(resync),
  });

  return {
    ready,
    close() {
      closed = true;
      subscription.unsubscribe();
    },
  };
}
