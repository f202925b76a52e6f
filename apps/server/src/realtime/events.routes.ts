import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../plugins/access.ts';
import type { AuthService } from '../modules/auth/auth.service.ts';
import {
  toNotification,
  type NotificationsService,
} from '../modules/notifications/notifications.service.ts';
import { channels, sessionRevoked, type Channel } from './channels.ts';
import type { EventBus } from './event-bus.ts';
import { openStream, type Replay, type StreamEvent } from './stream.ts';
import type { StreamMember, StreamSource } from './stream-sources.ts';

type Options = {
  bus: EventBus;
  auth: AuthService;
  notifications: NotificationsService;
  /** The modules' shares of the stream (feeds: the school's posts, filtered by audience). */
  sources: StreamSource[];
  heartbeatMs: number;
};

// `Last-Event-ID` is one number: the user channel's sequence. Other channels' events carry no id.
function write(res: ServerResponse, event: Omit<StreamEvent, 'channel'>, withId = false) {
  if (res.writableEnded || res.destroyed) return;
  const id = withId && event.seq !== undefined ? `id: ${event.seq}\n` : '';
  res.write(`${id}event: ${event.type}\ndata: ${JSON.stringify(event.data ?? null)}\n\n`);
}

/** The user channel's persisted events are the user's notifications, in the reader's language. */
function notificationReplay(notifications: NotificationsService, locale: string): Replay {
  return async (userId, afterSeq, limit) =>
    (await notifications.since(userId, afterSeq, limit)).map((row) => ({
      channel: channels.user(userId),
      type: 'notification.created',
      data: toNotification(row, locale),
      seq: row.seq,
    }));
}

/** Open streams per session and per user on one instance; a new one past it closes the oldest. */
export const maxStreamsPerOwner = 10;

/** Streams by owner (a session, a user), oldest first. */
function createStreamCap(limit: number) {
  const byOwner = new Map<string, ServerResponse[]>();
  return {
    /** Adds a stream and ends the owner's oldest ones beyond the limit. */
    add(owner: string, res: ServerResponse) {
      const list = byOwner.get(owner) ?? [];
      list.push(res);
      byOwner.set(owner, list);
      while (list.length > limit) list.shift()?.end();
    },
    remove(owner: string, res: ServerResponse) {
      const list = byOwner.get(owner)?.filter((open) => open !== res) ?? [];
      if (list.length === 0) byOwner.delete(owner);
      else byOwner.set(owner, list);
    },
  };
}

/**
 * `GET /api/events`: Server-Sent Events for the signed-in user. The client sends its token in the
 * header (a fetch-based reader), never in the URL, and `Last-Event-ID` when it reconnects: every
 * notification after that id is replayed before live events, so none is missed.
 */
export const eventsRoutes: FastifyPluginAsync<Options> = async (
  app,
  { bus, auth, notifications, sources, heartbeatMs },
) => {
  const open = new Set<ServerResponse>();
  // One client opening streams without end would hold connections and bus subscriptions.
  const perSession = createStreamCap(maxStreamsPerOwner);
  const perUser = createStreamCap(maxStreamsPerOwner);
  // Long-lived streams would hold shutdown open; end them first.
  app.addHook('preClose', async () => {
    for (const res of open) res.end();
  });

  app.get(
    '/events',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['realtime'], summary: 'Server-Sent Events stream', hide: false },
    },
    async (request, reply) => {
      const context = requireAuth(request);
      const userId = context.user.id;
      const userChannel = channels.user(userId);
      const header = request.headers['last-event-id'];
      const lastSeq = Number(Array.isArray(header) ? header[0] : header);
      const cursors = new Map<Channel, number>();
      if (Number.isSafeInteger(lastSeq) && lastSeq >= 0) cursors.set(userChannel, lastSeq);

      const members = (await Promise.all(sources.map((source) => source.open(context)))).filter(
        (member): member is StreamMember => member !== null,
      );
      const own = new Set<Channel>([userChannel, channels.session(context.sessionId)]);

      reply.hijack();
      const res = reply.raw;
      // A hijacked reply sends nothing Fastify collected: the security headers go in by hand.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) res.setHeader(name, value);
      }
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      res.write('retry: 2000\n\n');
      open.add(res);
      perSession.add(context.sessionId, res);
      perUser.add(userId, res);

      let countsQueued = false;
      const sendCounts = async () => {
        if (countsQueued) return;
        countsQueued = true;
        // Coalesces a burst of changes into one counts event.
        await new Promise((r) => setImmediate(r));
        countsQueued = false;
        if (!res.writableEnded)
          write(res, { type: 'counts', data: await notifications.countsOf(userId) });
      };

      // A module's event passes its audience check first; they stay in order among themselves.
      let checks = Promise.resolve();
      const admitted = (event: StreamEvent) => {
        checks = checks
          .then(async () => {
            for (const member of members) {
              if (!member.channels.includes(event.channel)) continue;
              const verdict = await member.admit(event);
              if (verdict === true) return write(res, event);
              if (verdict === false) return;
            }
          })
          .catch((error: unknown) => request.log.error({ err: error }, 'event check failed'));
      };

      const stream = openStream({
        bus,
        channels: [...own, ...members.flatMap((member) => member.channels)],
        replays: { user: notificationReplay(notifications, context.user.locale) },
        cursors,
        greet: async () =>
          write(res, { type: 'counts', data: await notifications.countsOf(userId) }),
        send: (event) => {
          if (!own.has(event.channel)) return void admitted(event);
          if (event.type === sessionRevoked.type) return void res.end();
          write(res, event, event.channel === userChannel);
          if (event.type.startsWith('notification.')) void sendCounts().catch(() => undefined);
        },
        onError: (error) => {
          request.log.error({ err: error }, 'event stream failed');
          res.end();
        },
      });

      const heartbeat = setInterval(() => {
        if (res.writableEnded || res.destroyed) return;
        res.write(': ping\n\n');
        // Signing out or being deactivated ends the stream too.
        auth.authenticateSession(context.sessionId, userId).catch(() => res.end());
      }, heartbeatMs);

      res.on('close', () => {
        clearInterval(heartbeat);
        stream.close();
        open.delete(res);
        perSession.remove(context.sessionId, res);
        perUser.remove(userId, res);
      });
      await stream.ready;
    },
  );
};
