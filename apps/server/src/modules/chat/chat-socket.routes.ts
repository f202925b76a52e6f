import websocket from '@fastify/websocket';
import { socketQuerySchema } from '@school/shared/chat/chat.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EventBus } from '../../realtime/event-bus.ts';
import type { AuthContext, AuthService } from '../auth/auth.service.ts';
import { openChatConnection, type ChatConnection } from './chat-connection.ts';
import type { ChatService } from './chat.service.ts';
import { createMessageLoader } from './message-loader.ts';
import { presenceHeartbeatMs } from './presence.ts';

type Options = { chat: ChatService; bus: EventBus; auth: AuthService };

/** Largest frame a client may send: a full message with its images and some room. */
const maxFrameBytes = 64 * 1024;

/**
 * `GET /api/chat/socket?ticket=…`: the chat's WebSocket. The ticket (from `POST /api/chat/ticket`)
 * is single use and short lived, so no access token travels in the URL or the logs.
 */
export const chatSocketRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { chat, bus, auth },
) => {
  await app.register(websocket, { options: { maxPayload: maxFrameBytes } });
  const loader = createMessageLoader(chat.messagesRepo);
  const open = new Set<ChatConnection>();

  // Keeps this instance's sockets counted as connected (presence); checks sessions are live.
  const heartbeat = setInterval(() => {
    chat.presence
      .heartbeat()
      .catch((error: unknown) => app.log.error({ err: error }, 'chat heartbeat failed'));
  }, presenceHeartbeatMs);
  heartbeat.unref();
  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    for (const connection of open) connection.close(1001, 'server closing');
  });

  app.get(
    '/socket',
    {
      websocket: true,
      config: { access: 'public' },
      schema: {
        tags: ['chat'],
        summary: 'The chat WebSocket (frames: see the ChatClientFrame and ChatServerFrame shapes)',
        querystring: socketQuerySchema,
      },
    },
    (socket, request) => {
      // Frames that arrive while the ticket is checked wait for the connection.
      const early: unknown[] = [];
      let connection: ChatConnection | undefined;
      socket.on('message', (data) => (connection ? connection.onMessage(data) : early.push(data)));
      let alive = true;
      let signedIn: AuthContext | null = null;
      socket.on('pong', () => {
        alive = true;
      });
      const ping = setInterval(() => {
        if (!alive) return void socket.terminate();
        alive = false;
        socket.ping();
        // Signing out or being deactivated ends the socket too.
        if (signedIn) {
          auth
            .authenticateSession(signedIn.sessionId, signedIn.user.id)
            .catch(() => connection?.close(4401, 'signed out'));
        }
      }, presenceHeartbeatMs);

      const { ticket } = request.query as { ticket: string };
      void (async () => {
        const context = await chat.redeem(ticket);
        if (!context) return socket.close(4401, 'invalid ticket');
        if (socket.readyState !== socket.OPEN) return;
        signedIn = context;
        const made = openChatConnection({
          socket,
          auth: context,
          bus,
          chat,
          loader,
          onError: (error) => request.log.error({ err: error }, 'chat socket failed'),
        });
        connection = made;
        open.add(made);
        socket.on('close', () => {
          clearInterval(ping);
          made.close();
          open.delete(made);
          chat.presence
            .disconnected(context.user.id)
            .catch((error: unknown) => request.log.error({ err: error }, 'chat presence failed'));
        });
        await chat.presence.connected(context.user.id);
        await made.start();
        for (const data of early.splice(0)) made.onMessage(data);
      })().catch((error: unknown) => {
        request.log.error({ err: error }, 'chat socket failed to open');
        socket.close(1011, 'failed');
      });
      socket.on('close', () => clearInterval(ping));
    },
  );
};
