import {
  chatLimits,
  clientFrameSchema,
  type ChatFrameErrorCode,
  type ClientFrame,
  type ServerFrame,
} from '@school/shared/chat/chat.contract';
import type { WebSocket } from 'ws';
import { AppError } from '../../lib/app-error.ts';
import { channels, parseChannel, sessionRevoked, type Channel } from '../../realtime/channels.ts';
import type { BusEvent, EventBus, Subscription } from '../../realtime/event-bus.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import type { ChatService } from './chat.service.ts';
import type { MessageLoader } from './message-loader.ts';

/** A socket's own frames wait this long for `resume` before live delivery starts without it. */
const resumeWaitMs = 1_000;
const replayPage = 200;
/** A client that reads nothing while this much waits is dropped (it reconnects and resumes). */
const maxBuffered = 4 * 1024 * 1024;

type Options = {
  socket: WebSocket;
  auth: AuthContext;
  bus: EventBus;
  chat: ChatService;
  loader: MessageLoader;
  onError: (error: unknown) => void;
};

const frameCode = (error: unknown): ChatFrameErrorCode => {
  if (!(error instanceof AppError)) return 'internal';
  if (error.code === 'forbidden' || error.code === 'not_found' || error.code === 'rate_limited') {
    return error.code;
  }
  return error.status < 500 ? 'validation_failed' : 'internal';
};

/**
 * One chat socket: the conversations' and the user's channels, in order, through one queue.
 * Messages are delivered by their sequence numbers: a gap is filled from the database, what was
 * sent already is dropped, and `resume` replays what the client missed before live ones flow.
 */
export function openChatConnection(options: Options) {
  const { socket, auth, chat, loader } = options;
  const userId = auth.user.id;
  const cursors = new Map<string, number>();
  const joined = new Set<string>();
  let gateOpen = false;
  let closed = false;
  let subscription: Subscription | undefined;
  let releaseGate: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    releaseGate = resolve;
  });
  const openGate = () => {
    gateOpen = true;
    releaseGate();
  };
  const gateTimer = setTimeout(openGate, resumeWaitMs);
  let outbound: Promise<void> = gate;
  let inbound: Promise<void> = Promise.resolve();
  const typedAt = new Map<string, number>();

  const send = (frame: ServerFrame) => {
    if (closed || socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > maxBuffered) return void socket.terminate();
    socket.send(JSON.stringify(frame));
  };
  const enqueue = (task: () => Promise<void> | void) => {
    outbound = outbound
      .then(() => (closed ? undefined : task()))
      .catch((error: unknown) => options.onError(error));
  };

  /** Sends every message of the conversation after `after` that was not sent yet, in order. */
  async function replay(conversationId: string, after: number, upTo?: number) {
    for (let from = after; !closed;) {
      const page = await loader.after(conversationId, from, replayPage, upTo);
      for (const message of page) {
        const cursor = cursors.get(conversationId);
        if (cursor !== undefined && message.seq <= cursor) continue;
        cursors.set(conversationId, message.seq);
        send({ type: 'message', message });
      }
      const last = page.at(-1);
      if (page.length < replayPage || !last) break;
      from = last.seq;
    }
  }

  async function onConversationEvent(conversationId: string, event: BusEvent) {
    const data = (event.data ?? {}) as Record<string, unknown>;
    switch (event.type) {
      case 'chat.message': {
        if (event.seq === undefined) return;
        const cursor = cursors.get(conversationId);
        if (cursor !== undefined && event.seq <= cursor) return;
        // A client that gave no cursor starts at the first message it is told of.
        return replay(conversationId, cursor ?? event.seq - 1, event.seq);
      }
      case 'chat.message_edited':
      case 'chat.message_deleted': {
        const message = await loader.one(String(data.id), event.type);
        if (!message) return;
        return send({
          type: event.type === 'chat.message_edited' ? 'message_edited' : 'message_deleted',
          message,
        });
      }
      case 'chat.typing':
        if (data.userId === userId) return;
        return send({
          type: 'typing',
          conversationId,
          user: { id: String(data.userId), name: String(data.name) },
        });
      case 'chat.read':
        return send({
          type: 'read',
          conversationId,
          userId: String(data.userId),
          lastReadSeq: Number(data.lastReadSeq),
        });
      case 'chat.presence':
        if (data.userId === userId) return;
        return send({
          type: 'presence',
          userId: String(data.userId),
          status: data.status as 'online',
        });
    }
  }

  async function onUserEvent(event: BusEvent) {
    const data = (event.data ?? {}) as Record<string, unknown>;
    if (event.type === 'chat.unread') {
      return send({
        type: 'unread',
        total: Number(data.total),
        conversation: (data.conversation as { id: string; unread: number } | null) ?? null,
      });
    }
    const id = String(data.id);
    if (event.type === 'chat.conversation') {
      const channel = channels.conversation(id);
      let item;
      try {
        item = await chat.conversations.listItem(id, userId);
      } catch {
        return;
      }
      if (!joined.has(id)) {
        joined.add(id);
        subscription?.join(channel);
      }
      if (!cursors.has(id)) cursors.set(id, item.lastSeq);
      return send({ type: 'conversation', conversation: item });
    }
    if (event.type === 'chat.conversation_removed') {
      subscription?.leave(channels.conversation(id));
      joined.delete(id);
      cursors.delete(id);
      return send({ type: 'conversation_removed', conversationId: id });
    }
  }

  function deliver(channel: Channel, event: BusEvent) {
    if (event.type === sessionRevoked.type) return close(4401, 'signed out');
    const parsed = parseChannel(channel);
    if (!parsed) return;
    if (parsed.kind === 'conversation') enqueue(() => onConversationEvent(parsed.key, event));
    else if (parsed.kind === 'user') enqueue(() => onUserEvent(event));
  }

  async function resume(conversations: Record<string, number>) {
    const resumed: Record<string, number> = {};
    for (const [id, lastSeq] of Object.entries(conversations)) {
      // Only conversations the person is in (joined at connect or since).
      if (!joined.has(id)) {
        if (!(await chat.repo.member(id, userId))) continue;
        joined.add(id);
        subscription?.join(channels.conversation(id));
      }
      cursors.set(id, lastSeq);
      await replay(id, lastSeq);
      resumed[id] = cursors.get(id) ?? lastSeq;
    }
    send({ type: 'resumed', conversations: resumed });
  }

  async function handle(frame: ClientFrame) {
    if (frame.type === 'resume') {
      const conversations = frame.conversations;
      // The first resume runs before anything live; later ones take their turn in the queue.
      if (!gateOpen) {
        try {
          await resume(conversations);
        } finally {
          clearTimeout(gateTimer);
          openGate();
        }
      } else {
        enqueue(() => resume(conversations));
      }
      return;
    }
    clearTimeout(gateTimer);
    openGate();
    if (frame.type === 'send') {
      try {
        await chat.messages.send(
          auth,
          frame.conversationId,
          {
            text: frame.text ?? '',
            imageIds: frame.imageIds ?? [],
            replyToId: frame.replyToId ?? null,
          },
          frame.clientId,
        );
      } catch (error) {
        sendError(error, frame.clientId);
      }
      return;
    }
    try {
      if (frame.type === 'typing') {
        const key = frame.conversationId;
        const now = Date.now();
        if (now - (typedAt.get(key) ?? 0) < chatLimits.typingThrottleSeconds * 1000) return;
        typedAt.set(key, now);
        await chat.messages.typing(auth, frame.conversationId);
      } else {
        await chat.messages.read(auth, frame.conversationId, frame.messageId);
      }
    } catch (error) {
      sendError(error, null);
    }
  }

  function sendError(error: unknown, clientId: string | null) {
    if (!(error instanceof AppError)) options.onError(error);
    const code = frameCode(error);
    const retry = error instanceof AppError ? Number(error.headers?.['retry-after']) : NaN;
    send({
      type: 'error',
      code,
      message:
        code === 'internal' || !(error instanceof Error) ? 'Something went wrong' : error.message,
      clientId,
      retryAfter: Number.isFinite(retry) ? retry : null,
      ...(error instanceof AppError && error.fields
        ? {
            fields: Object.fromEntries(
              Object.entries(error.fields).map(([k, v]) => [k, v.message]),
            ),
          }
        : {}),
    });
  }

  function onMessage(raw: unknown) {
    let parsed;
    try {
      parsed = clientFrameSchema.safeParse(JSON.parse(String(raw)));
    } catch {
      parsed = undefined;
    }
    if (!parsed?.success) {
      const fields = parsed?.error
        ? Object.fromEntries(
            parsed.error.issues.map((i) => [i.path.join('.') || 'type', i.message]),
          )
        : undefined;
      const clientId = (() => {
        try {
          const value = (JSON.parse(String(raw)) as { clientId?: unknown }).clientId;
          return typeof value === 'string' ? value : null;
        } catch {
          return null;
        }
      })();
      return send({
        type: 'error',
        code: 'validation_failed',
        message: 'This frame is not one the chat understands.',
        clientId,
        retryAfter: null,
        ...(fields ? { fields } : {}),
      });
    }
    const frame = parsed.data;
    inbound = inbound.then(() => (closed ? undefined : handle(frame))).catch(options.onError);
  }

  function close(code = 1000, reason = 'done') {
    if (closed) return;
    closed = true;
    clearTimeout(gateTimer);
    openGate();
    subscription?.unsubscribe();
    if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) {
      socket.close(code, reason);
    }
  }

  return {
    /** Joins the person's conversations and says hello. */
    async start() {
      const ids = await chat.repo.conversationIdsOf(userId);
      if (closed) return;
      for (const id of ids) joined.add(id);
      subscription = options.bus.subscribe(
        [
          channels.user(userId),
          channels.session(auth.sessionId),
          ...ids.map(channels.conversation),
        ],
        {
          deliver,
          resync: () =>
            enqueue(async () => {
              for (const [id, cursor] of cursors) await replay(id, cursor);
            }),
        },
      );
      send({ type: 'ready', userId });
    },
    onMessage,
    close,
    get closed() {
      return closed;
    },
  };
}
export type ChatConnection = ReturnType<typeof openChatConnection>;
