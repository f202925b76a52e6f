import { randomUUID } from 'node:crypto';
import type {
  ChatImage,
  ChatMessage,
  MessageList,
  ReadResult,
  editMessageBodySchema,
  messageListQuerySchema,
  sendMessageBodySchema,
} from '@school/shared/chat/chat.contract';
import { chatLimits, editWindowOpen } from '@school/shared/chat/chat.rules';
import { hasPermission } from '@school/shared/auth/roles';
import type { Database } from '../../db/client.ts';
import { AppError, notFound, validationError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { channels } from '../../realtime/channels.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import { rateTake } from '../auth/rate-events.repository.ts';
import { conversationNotFound, forbidden, type ChatAccess } from './chat-access.ts';
import { nameOf, toMessage } from './chat-mappers.ts';
import type { ChatRepository } from './chat.repository.ts';
import { createMessagesRepository, type MessagesRepository } from './messages.repository.ts';
import type { PeopleRepository } from './people.repository.ts';

type SendBody = ReturnType<typeof sendMessageBodySchema.parse>;
type EditBody = ReturnType<typeof editMessageBodySchema.parse>;
type ListQuery = ReturnType<typeof messageListQuerySchema.parse>;

type Deps = {
  db: Database;
  events: EventBus;
  clock: () => Date;
  audit: AuditService;
  access: ChatAccess;
  conversations: ChatRepository;
  messages: MessagesRepository;
  people: PeopleRepository;
  pushUnread: (userIds: string[], conversationId: string | null) => Promise<void>;
  pushUnreadToOthers: (conversationId: string, authorId: string) => Promise<void>;
};

const rateBucket = (userId: string) => `chat:send:${userId}`;
const windowMs = chatLimits.rate.windowSeconds * 1000;
const reachTtlMs = 30_000;

/** Messages: send (socket or REST, idempotent), history, edit, delete, read (PRODUCT: chat). */
export function createMessagesService(deps: Deps) {
  const { messages, access } = deps;
  // Whether a direct conversation's two people may still talk; rules change rarely, sends often.
  const reach = new Map<string, number>();

  async function view(id: string): Promise<ChatMessage> {
    const [found] = await messages.views([id]);
    if (!found) throw notFound('The message');
    return toMessage(found);
  }

  /**
   * 20 messages per 10 s per person, counted on every instance alike (rate_events) and taken in one
   * locked step, so a burst sent at once cannot slip past the count. Taken in the statement that
   * stores the message: a message that is not stored after all is not counted.
   */
  function sendClaim(userId: string, now: Date) {
    const since = new Date(now.getTime() - windowMs);
    return rateTake(rateBucket(userId), chatLimits.rate.messages, since, now);
  }

  function tooMany(waitMs: number) {
    const wait = Math.max(1, Math.ceil(waitMs / 1000));
    return new AppError('rate_limited', `Too many messages. Try again in ${wait} seconds.`, {
      headers: { 'retry-after': String(wait) },
    });
  }

  async function mayStillTalk(
    auth: AuthContext,
    conversation: { id: string; kind: string; schoolId: string },
  ) {
    if (conversation.kind !== 'direct') return;
    const key = `${auth.user.id}:${conversation.id}`;
    if ((reach.get(key) ?? 0) > deps.clock().getTime()) return;
    const others = (await deps.conversations.memberIds(conversation.id)).filter(
      (id) => id !== auth.user.id,
    );
    const reachable = await deps.people.reachableIn(auth.user, conversation.schoolId, others);
    if (others.length === 0 || reachable.size !== others.length) {
      throw forbidden('You can no longer send messages to this person.');
    }
    if (reach.size > 10_000) reach.clear();
    reach.set(key, deps.clock().getTime() + reachTtlMs);
  }

  /** The stored message a retry with the same key stands for, or a conflict. */
  async function replayed(
    auth: AuthContext,
    conversationId: string,
    body: SendBody,
    clientId: string,
  ) {
    const existing = await messages.findByClientId(auth.user.id, clientId);
    if (!existing) return undefined;
    if (
      existing.conversationId !== conversationId ||
      (existing.deletedAt === null && existing.text !== body.text)
    ) {
      throw new AppError(
        'idempotency_conflict',
        'This Idempotency-Key was used for another message.',
      );
    }
    return existing.id;
  }

  /** Checks what the message names (reach, images, the quoted message); its images in order. */
  async function check(
    auth: AuthContext,
    conversation: { id: string; kind: string; schoolId: string },
    body: SendBody,
  ) {
    await mayStillTalk(auth, conversation);
    const imageIds = [...new Set(body.imageIds)];
    const images = await messages.usableUploads(imageIds, auth.user.id, conversation.schoolId);
    if (images.length !== imageIds.length) {
      throw validationError('imageIds', 'not_found', 'Please upload the image again.');
    }
    if (body.replyToId) {
      const quoted = await messages.find(body.replyToId);
      if (!quoted || quoted.conversationId !== conversation.id) {
        throw validationError('replyToId', 'not_found', 'The message you reply to was not found.');
      }
    }
    return imageIds.flatMap((id) => images.filter((i) => i.id === id));
  }

  /** Counts the send against the rate and stores the message: one statement, one commit. */
  async function store(
    auth: AuthContext,
    conversation: { id: string; schoolId: string },
    body: SendBody,
    images: ChatImage[],
    clientId: string | null,
    now: Date,
  ): Promise<{ id: string; seq: number }> {
    const id = randomUUID();
    const stored = await messages.store(
      {
        id,
        conversationId: conversation.id,
        schoolId: conversation.schoolId,
        authorId: auth.user.id,
        text: body.text,
        images,
        replyToId: body.replyToId,
        clientId,
        createdAt: now,
      },
      sendClaim(auth.user.id, now),
    );
    if ('waitMs' in stored) throw tooMany(stored.waitMs);
    return { id, seq: stored.seq };
  }

  return {
    view,

    /**
     * Stores the message, then tells the conversation; `created: false` for a retried key. The
     * socket sender learns of it from the conversation like everyone, so only its id comes back.
     */
    async send(
      auth: AuthContext,
      conversationId: string,
      body: SendBody,
      clientId: string | null,
    ): Promise<{ id: string; created: boolean }> {
      if (clientId) {
        const again = await replayed(auth, conversationId, body, clientId);
        if (again) return { id: again, created: false };
      }
      const { conversation } = await access.conversation(auth, conversationId);
      const now = deps.clock();
      const images = await check(auth, conversation, body);
      let stored: { id: string; seq: number };
      try {
        stored = await store(auth, conversation, body, images, clientId, now);
      } catch (error) {
        // The same key sent twice at once: the other request stored it (and this one, rolled
        // back, was not counted).
        if (clientId && isUniqueViolation(error)) {
          const again = await replayed(auth, conversationId, body, clientId);
          if (again) return { id: again, created: false };
        }
        throw error;
      }
      // Stored first, then told: a socket that misses this fills the gap from the next number.
      // Told after the commit, not inside it: a transaction that notifies holds PostgreSQL's one
      // notify lock through its flush, and every sender's commit would wait in line for it.
      await deps.events.publish(channels.conversation(conversationId), {
        type: 'chat.message',
        seq: stored.seq,
      });
      await deps.pushUnreadToOthers(conversationId, auth.user.id);
      return { id: stored.id, created: true };
    },

    async list(auth: AuthContext, conversationId: string, query: ListQuery): Promise<MessageList> {
      await access.conversation(auth, conversationId);
      const items = (await messages.page(conversationId, query)).map(toMessage);
      const oldest = items.at(-1)?.seq;
      const newest = items[0]?.seq;
      // With a search the flags speak of matches; a page is full when more may follow.
      const full = items.length === query.limit;
      return {
        items,
        hasMoreBefore:
          oldest === undefined
            ? false
            : query.q
              ? full && query.after === undefined
              : await messages.exists(conversationId, 'before', oldest),
        hasMoreAfter:
          query.after === undefined || newest === undefined
            ? false
            : query.q
              ? full
              : await messages.exists(conversationId, 'after', newest),
      };
    },

    async edit(auth: AuthContext, id: string, body: EditBody): Promise<ChatMessage> {
      const row = await messages.find(id);
      if (!row) throw notFound('The message');
      await access.conversation(auth, row.conversationId);
      if (row.authorId !== auth.user.id) throw forbidden('Only the author edits a message.');
      if (row.deletedAt) throw new AppError('conflict', 'A deleted message cannot be edited.');
      const now = deps.clock();
      if (!editWindowOpen(row.createdAt, now)) {
        throw new AppError(
          'conflict',
          `A message can be edited for ${chatLimits.editWindowMinutes} minutes after it was sent.`,
        );
      }
      if (row.text !== body.text) {
        await deps.db.transaction(async (tx) => {
          await createMessagesRepository(tx).update(id, { text: body.text, editedAt: now });
          await deps.events.publish(
            channels.conversation(row.conversationId),
            { type: 'chat.message_edited', data: { id } },
            tx,
          );
        });
      }
      return view(id);
    },

    /** The author, or a school admin of that school (audited), leaves "message deleted". */
    async remove(auth: AuthContext, id: string): Promise<ChatMessage> {
      const row = await messages.find(id);
      if (!row) throw notFound('The message');
      const moderator =
        hasPermission(auth.user.role, 'chat.moderate') && auth.user.schoolId === row.schoolId;
      if (!moderator) await access.conversation(auth, row.conversationId);
      if (row.authorId !== auth.user.id && !moderator) {
        throw forbidden('Only the author or a school admin deletes a message.');
      }
      if (row.deletedAt) return view(id);
      const now = deps.clock();
      await deps.db.transaction(async (tx) => {
        const repo = createMessagesRepository(tx);
        const deleted = await repo.update(id, {
          text: '',
          images: [],
          deletedAt: now,
          deletedBy: auth.user.id,
        });
        await repo.uncount(deleted);
        if (row.authorId !== auth.user.id) {
          await deps.audit.record(
            {
              action: 'chat.message_deleted',
              actorUserId: auth.user.id,
              schoolId: row.schoolId,
              target: id,
              details: { conversationId: row.conversationId, authorId: row.authorId },
            },
            tx,
          );
        }
        await deps.events.publish(
          channels.conversation(row.conversationId),
          { type: 'chat.message_deleted', data: { id } },
          tx,
        );
      });
      await deps.pushUnreadToOthers(row.conversationId, row.authorId);
      return view(id);
    },

    /** Everything up to that message is read; others see "seen", the badge drops. */
    async read(auth: AuthContext, conversationId: string, messageId: string): Promise<ReadResult> {
      const { member } = await access.conversation(auth, conversationId);
      const message = await messages.find(messageId);
      if (!message || message.conversationId !== conversationId) throw notFound('The message');
      const lastReadSeq = Math.max(member.lastReadSeq, message.seq);
      const unread = await messages.countUnread(conversationId, auth.user.id, lastReadSeq);
      await deps.conversations.setMember(conversationId, auth.user.id, { lastReadSeq, unread });
      if (lastReadSeq !== member.lastReadSeq) {
        await deps.events.publish(channels.conversation(conversationId), {
          type: 'chat.read',
          data: { userId: auth.user.id, lastReadSeq },
        });
      }
      const totals = await deps.conversations.unreadTotals([auth.user.id]);
      await deps.pushUnread([auth.user.id], conversationId);
      return {
        conversationId,
        lastReadSeq,
        unread,
        totalUnread: totals.get(auth.user.id)?.total ?? 0,
      };
    },

    /** Tells the others someone is typing (nothing stored). */
    async typing(auth: AuthContext, conversationId: string): Promise<void> {
      await access.conversation(auth, conversationId);
      await deps.events.publish(channels.conversation(conversationId), {
        type: 'chat.typing',
        data: { userId: auth.user.id, name: nameOf(auth.user) },
      });
    },

    conversationNotFound,
  };
}
export type MessagesService = ReturnType<typeof createMessagesService>;
