import { createHash, randomBytes } from 'node:crypto';
import type {
  ChatAccess as ChatAccessInfo,
  ContactList,
  ContactListQuery,
  Ticket,
  Unread,
} from '@school/shared/chat/chat.contract';
import { chatLimits, type PresenceStatus } from '@school/shared/chat/chat.rules';
import type { Database } from '../../db/client.ts';
import { channels } from '../../realtime/channels.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { AuthContext, AuthService } from '../auth/auth.service.ts';
import type { SchoolService } from '../school/school.service.ts';
import { createChatAccess } from './chat-access.ts';
import { personOf } from './chat-mappers.ts';
import { createChatRepository } from './chat.repository.ts';
import { createConversationsService } from './conversations.service.ts';
import { createMessagesRepository } from './messages.repository.ts';
import { createMessagesService } from './messages.service.ts';
import { createPeopleRepository } from './people.repository.ts';
import { createPresence } from './presence.ts';

type Deps = {
  db: Database;
  events: EventBus;
  clock: () => Date;
  audit: AuditService;
  auth: AuthService;
  school: SchoolService;
  supportEmail: string;
};

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** Chat (PRODUCT: chat): conversations, messages, contacts, presence, socket tickets. */
export function createChatService(deps: Deps) {
  const repo = createChatRepository(deps.db);
  const people = createPeopleRepository(deps.db);
  const messagesRepo = createMessagesRepository(deps.db);
  const access = createChatAccess({ school: deps.school, people, conversations: repo });
  const presence = createPresence({
    people,
    conversations: repo,
    events: deps.events,
    clock: deps.clock,
  });

  /** Sends each person their badge total (and one conversation's count) on their own channel. */
  async function pushUnread(
    userIds: string[],
    conversationId: string | null,
    counts?: { userId: string; unread: number }[],
  ) {
    if (userIds.length === 0) return;
    const [totals, members] = await Promise.all([
      repo.unreadTotals(userIds),
      counts ?? (conversationId ? repo.memberUnread(conversationId) : Promise.resolve([])),
    ]);
    const inConversation = new Map(members.map((m) => [m.userId, m.unread]));
    await deps.events.publishMany(
      userIds.map((userId) => {
        const unread = inConversation.get(userId);
        return {
          channel: channels.user(userId),
          event: {
            type: 'chat.unread',
            data: {
              total: totals.get(userId)?.total ?? 0,
              conversation:
                conversationId && unread !== undefined ? { id: conversationId, unread } : null,
            },
          },
        };
      }),
    );
  }

  /** After a message: every member but its author has a new count. */
  async function pushUnreadToOthers(conversationId: string, authorId: string) {
    const counts = await repo.memberUnread(conversationId);
    const others = counts.map((c) => c.userId).filter((id) => id !== authorId);
    await pushUnread(others, conversationId, counts);
  }

  const conversations = createConversationsService({
    db: deps.db,
    events: deps.events,
    clock: deps.clock,
    access,
    repo,
    people,
    presence,
    pushUnread,
  });
  const messages = createMessagesService({
    db: deps.db,
    events: deps.events,
    clock: deps.clock,
    audit: deps.audit,
    access,
    conversations: repo,
    messages: messagesRepo,
    people,
    pushUnread,
    pushUnreadToOthers,
  });

  return {
    access,
    conversations,
    messages,
    presence,
    repo,
    messagesRepo,

    async contacts(auth: AuthContext, query: ContactListQuery): Promise<ContactList> {
      await access.require(auth);
      const { rows, total } = await people.contacts(auth.user, {
        q: query.q,
        role: query.role,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      const ids = rows.map((r) => r.id);
      const [status, direct] = await Promise.all([
        presence.of(ids),
        Promise.all(
          rows.map((r) => repo.findDirect(r.school_id, [auth.user.id, r.id].sort().join(':'))),
        ),
      ]);
      return {
        items: rows.map((r, i) => ({
          ...personOf({
            id: r.id,
            firstName: r.first_name,
            lastName: r.last_name,
            photo: r.photo,
            role: r.role,
          }),
          presence: status.get(r.id) ?? 'offline',
          conversationId: direct[i]?.id ?? null,
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async unread(auth: AuthContext): Promise<Unread> {
      const totals = await repo.unreadTotals([auth.user.id]);
      return totals.get(auth.user.id) ?? { total: 0, conversations: 0 };
    },

    async presenceOf(auth: AuthContext): Promise<{ status: PresenceStatus }> {
      return { status: await people.chosenStatus(auth.user.id) };
    },

    async setPresence(
      auth: AuthContext,
      status: PresenceStatus,
    ): Promise<{ status: PresenceStatus }> {
      await access.require(auth);
      return { status: await presence.choose(auth.user.id, status) };
    },

    /** A single-use ticket for the socket, valid for seconds (no access token in a URL). */
    async ticket(auth: AuthContext): Promise<Ticket> {
      await access.require(auth);
      const ticket = randomBytes(24).toString('base64url');
      const expiresAt = new Date(deps.clock().getTime() + chatLimits.ticketSeconds * 1000);
      await people.insertTicket({
        tokenHash: hashTicket(ticket),
        userId: auth.user.id,
        sessionId: auth.sessionId,
        expiresAt,
      });
      return { ticket, expiresAt: expiresAt.toISOString() };
    },

    /** The session behind a ticket, once; null for an unknown, used or late one. */
    async redeem(ticket: string): Promise<AuthContext | null> {
      const row = await people.takeTicket(hashTicket(ticket), deps.clock());
      if (!row) return null;
      try {
        const auth = await deps.auth.authenticateSession(row.sessionId, row.userId);
        return (await access.refusal(auth.user)) === null ? auth : null;
      } catch {
        return null;
      }
    },

    async accessOf(auth: AuthContext): Promise<ChatAccessInfo> {
      const reason = await access.refusal(auth.user);
      const school = auth.user.schoolId ? await deps.school.find(auth.user.schoolId) : undefined;
      return {
        allowed: reason === null,
        reason,
        supportEmail: school?.supportEmail ?? deps.supportEmail,
      };
    },

    /** Legacy check (PRODUCT §3): 1 when the token's user may chat; anything else 0, never 500. */
    async legacyFlag(accessToken: string | undefined): Promise<0 | 1> {
      if (!accessToken) return 0;
      try {
        const auth = await deps.auth.authenticate(accessToken);
        return (await access.refusal(auth.user)) === null ? 1 : 0;
      } catch {
        return 0;
      }
    },
  };
}
export type ChatService = ReturnType<typeof createChatService>;
