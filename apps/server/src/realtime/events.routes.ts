import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../plugins/access.ts';
import type { AuthService } from '../modules/auth/auth.service.ts';
import {
  toNotification,
  type NotificationsService,
} from '../modules/notifications/notifications.service.ts';
import type { EventBus, UserEvent } from './event-bus.ts';

type Options = {
  bus: EventBus;
  auth: AuthService;
  notifications: NotificationsService;
  heartbeatMs: number;
};

function write(res: ServerResponse, event: UserEvent) {
  if (res.writableEnded || res.destroyed) return;
  const id = event.id === undefined ? '' : `id: ${event.id}\n`;
  res.write(`${id}event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`);
}

/**
 * `GET /api/events`: Server-Sent Events for the signed-in user. The client sends its token in the
 * header (a fetch-based reader), never in the URL, and `Last-Event-ID` when it reconnects: every
 * notification after that id is replayed before live events, so none is missed.
 */
export const eventsRoutes: FastifyPluginAsync<Options> = async (
  app,
  { bus, auth, notifications, heartbeatMs },
) => {
  const open = new Set<ServerResponse>();
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
      const header = request.headers['last-event-id'];
      let lastSeq = Number(Array.isArray(header) ? header[0] : header);
      if (!Number.isSafeInteger(lastSeq) || lastSeq < 0) lastSeq = -1;

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

      // Live events wait here while the catch-up query runs, so nothing slips between the two.
      let replaying = true;
      const pending: UserEvent[] = [];
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

      const deliver = (event: UserEvent) => {
        if (res.writableEnded) return;
        if (event.id !== undefined) {
          if (event.id <= lastSeq) return;
          lastSeq = event.id;
        }
        write(res, event);
        if (event.type.startsWith('notification.')) void sendCounts().catch(() => undefined);
      };

      const catchUp = async () => {
        if (lastSeq >= 0) {
          for (const row of await notifications.since(userId, lastSeq)) {
            deliver({ type: 'notification.created', data: toNotification(row), id: row.seq });
          }
        }
      };

      const unsubscribe = bus.subscribe(
        userId,
        (event) => (replaying ? pending.push(event) : deliver(event)),
        () => void catchUp().catch(() => undefined),
      );

      const heartbeat = setInterval(() => {
        if (res.writableEnded || res.destroyed) return;
        res.write(': ping\n\n');
        // Signing out or being deactivated ends the stream too.
        auth.authenticateSession(context.sessionId, userId).catch(() => res.end());
      }, heartbeatMs);

      const cleanup = () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(res);
      };
      res.on('close', cleanup);

      try {
        await catchUp();
        write(res, { type: 'counts', data: await notifications.countsOf(userId) });
        replaying = false;
        for (const event of pending.splice(0)) deliver(event);
      } catch (error) {
        request.log.error({ err: error }, 'event stream failed');
        res.end();
      }
    },
  );
};
