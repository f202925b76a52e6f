import type {
  ConversationDetail,
  ConversationList,
  ConversationListItem,
  ConversationListQuery,
  createConversationBodySchema,
  MemberSettings,
  MemberSettingsBody,
  UpdateConversationBody,
} from '@school/shared/chat/chat.contract';
import { chatLimits, type PresenceStatus } from '@school/shared/chat/chat.rules';
import type { Database } from '../../db/client.ts';
import { AppError, notFound, validationError } from '../../lib/app-error.ts';
import { channels } from '../../realtime/channels.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import { forbidden, type ChatAccess } from './chat-access.ts';
import { personOf, toListItem, type Other } from './chat-mappers.ts';
import { createChatRepository, type ChatRepository } from './chat.repository.ts';
import type { PeopleRepository, PersonRow } from './people.repository.ts';
import type { Presence } from './presence.ts';

type Deps = {
  db: Database;
  events: EventBus;
  clock: () => Date;
  access: ChatAccess;
  repo: ChatRepository;
  people: PeopleRepository;
  presence: Presence;
  pushUnread: (userIds: string[], conversationId: string | null) => Promise<void>;
};

type CreateBody = ReturnType<typeof createConversationBodySchema.parse>;

/** Conversations and their members (PRODUCT: chat). No HTTP here. */
export function createConversationsService(deps: Deps) {
  const { repo, people, access } = deps;

  async function items(userId: string, rows: Awaited<ReturnType<ChatRepository['list']>>['items']) {
    const directIds = rows
      .filter((r) => r.conversation.kind === 'direct')
      .map((r) => r.conversation.id);
    const others = new Map<string, Other>(
      (await repo.others(directIds, userId)).map((o) => [o.conversationId, o]),
    );
    const presence = await deps.presence.of([...others.values()].map((o) => o.id));
    return rows.map((row) => toListItem(row, others.get(row.conversation.id), presence));
  }

  async function listItem(conversationId: string, userId: string): Promise<ConversationListItem> {
    const row = await repo.listItem(conversationId, userId);
    if (!row) throw notFound('The conversation');
    const [item] = await items(userId, [row]);
    if (!item) throw notFound('The conversation');
    return item;
  }

  async function detail(auth: AuthContext, conversationId: string): Promise<ConversationDetail> {
    const { conversation } = await access.conversation(auth, conversationId);
    const [item, members] = await Promise.all([
      listItem(conversationId, auth.user.id),
      repo.members(conversationId),
    ]);
    const presence: ReadonlyMap<string, PresenceStatus> = await deps.presence.of(
      members.map((m) => m.user.id),
    );
    const owner = conversation.kind === 'group' && conversation.ownerId === auth.user.id;
    let canSend = true;
    if (conversation.kind === 'direct') {
      const other = members.find((m) => m.user.id !== auth.user.id);
      canSend =
        other !== undefined &&
        (await people.reachableIn(auth.user, conversation.schoolId, [other.user.id])).size === 1;
    }
    return {
      ...item,
      members: members.map((m) => ({
        ...personOf(m.user),
        presence: presence.get(m.user.id) ?? 'offline',
        isOwner: conversation.ownerId === m.user.id,
        lastReadSeq: m.member.lastReadSeq,
        joinedAt: m.member.joinedAt.toISOString(),
      })),
      canRename: owner,
      canManageMembers: owner,
      canSend,
    };
  }

  /**
   * The school a new conversation lives in: the caller's, or for a tutor the school of the people
   * they name (all in one). Someone of another school is "not found", never revealed.
   */
  async function schoolFor(auth: AuthContext, others: PersonRow[]): Promise<string> {
    if (auth.user.role !== 'tutor') {
      if (!auth.user.schoolId) throw forbidden('Chat is available to the members of a school.');
      return auth.user.schoolId;
    }
    const schools = new Set(others.map((o) => o.schoolId).filter((s): s is string => s !== null));
    const [school] = schools;
    // Tutors belong to no school: a tutor talks to no other tutor.
    // Someone of a school the tutor does not teach in does not exist for them.
    if (!school || !(await access.schoolsOf(auth.user)).includes(school)) {
      throw notFound('The person');
    }
    if (schools.size !== 1) {
      throw validationError(
        'memberIds',
        'not_allowed',
        'Everyone in a conversation belongs to one school.',
      );
    }
    return school;
  }

  /** The people named, all reachable by the caller in that school, or the refusal. */
  async function checkReach(auth: AuthContext, ids: string[], field: string, schoolId?: string) {
    const found = (await people.people(ids)).filter((p) => p.status === 'active');
    if (found.length !== new Set(ids).size) throw notFound('The person');
    const school = schoolId ?? (await schoolFor(auth, found));
    const reachable = await people.reachableIn(auth.user, school, ids);
    for (const person of found) {
      if (reachable.has(person.id)) continue;
      // Someone of another school does not exist for the caller.
      if (person.role !== 'tutor' && person.schoolId !== school) throw notFound('The person');
      throw new AppError(
        'forbidden',
        `You may not chat with ${person.firstName} ${person.lastName}.`,
        {
          fields: {
            [field]: { code: 'not_allowed', message: 'You may not chat with this person.' },
          },
        },
      );
    }
    return school;
  }

  const announce = (
    userIds: string[],
    type: 'chat.conversation' | 'chat.conversation_removed',
    id: string,
  ) =>
    deps.events.publishMany(
      userIds.map((userId) => ({ channel: channels.user(userId), event: { type, data: { id } } })),
    );

  return {
    listItem,
    detail,

    async list(auth: AuthContext, query: ConversationListQuery): Promise<ConversationList> {
      await access.require(auth);
      const { items: rows, total } = await repo.list(
        auth.user.id,
        query.q,
        query.pageSize,
        (query.page - 1) * query.pageSize,
      );
      return {
        items: await items(auth.user.id, rows),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** A direct conversation answers the existing one (`created: false`). */
    async create(
      auth: AuthContext,
      body: CreateBody,
    ): Promise<{ conversation: ConversationDetail; created: boolean }> {
      await access.require(auth);
      const now = deps.clock();
      if (body.kind === 'direct') {
        const userId = body.userId;
        if (userId === auth.user.id) {
          throw validationError('userId', 'not_allowed', 'Please choose someone else.');
        }
        const schoolId = await checkReach(auth, [userId], 'userId');
        const directKey = [auth.user.id, userId].sort().join(':');
        const existing = await repo.findDirect(schoolId, directKey);
        if (existing) return { conversation: await detail(auth, existing.id), created: false };
        const made = await deps.db.transaction(async (tx) => {
          const txRepo = createChatRepository(tx);
          const row = await txRepo.insert({
            schoolId,
            kind: 'direct',
            directKey,
            createdAt: now,
            updatedAt: now,
          });
          if (row) await txRepo.addMembers(row.id, [auth.user.id, userId], 0, now);
          return row;
        });
        // Two first messages at once: the other request made it; answer that one.
        const id = made?.id ?? (await repo.findDirect(schoolId, directKey))?.id;
        if (!id) throw new Error('direct conversation vanished');
        if (made) await announce([userId, auth.user.id], 'chat.conversation', id);
        return { conversation: await detail(auth, id), created: made !== undefined };
      }
      const memberIds = [
        ...new Set((body.memberIds as string[]).filter((id) => id !== auth.user.id)),
      ];
      if (memberIds.length === 0) {
        throw validationError('memberIds', 'too_few', 'Please choose at least one member.');
      }
      const schoolId = await checkReach(auth, memberIds, 'memberIds');
      const id = await deps.db.transaction(async (tx) => {
        const txRepo = createChatRepository(tx);
        const row = await txRepo.insert({
          schoolId,
          kind: 'group',
          name: body.name,
          ownerId: auth.user.id,
          createdAt: now,
          updatedAt: now,
        });
        if (!row) throw new Error('group insert returned no row');
        await txRepo.addMembers(row.id, [auth.user.id, ...memberIds], 0, now);
        return row.id;
      });
      await announce([auth.user.id, ...memberIds], 'chat.conversation', id);
      return { conversation: await detail(auth, id), created: true };
    },

    /** Rename and add or remove members: the owner; any member may remove themselves (leave). */
    async update(
      auth: AuthContext,
      id: string,
      body: UpdateConversationBody,
    ): Promise<ConversationDetail | null> {
      const { conversation } = await access.conversation(auth, id);
      if (conversation.kind !== 'group') {
        throw new AppError('conflict', 'A direct conversation has no name or members to change.');
      }
      const owner = conversation.ownerId === auth.user.id;
      const add = [...new Set(body.addMemberIds ?? [])];
      const remove = [...new Set(body.removeMemberIds ?? [])];
      const leaving =
        remove.length === 1 && remove[0] === auth.user.id && !body.name && add.length === 0;
      if (!owner && !leaving) throw forbidden('Only the group’s owner changes it.');
      const before = await repo.memberIds(id);
      if (add.length > 0) await checkReach(auth, add, 'addMemberIds', conversation.schoolId);
      const after = new Set([...before, ...add]);
      for (const userId of remove) after.delete(userId);
      if (after.size > chatLimits.groupMembers) {
        throw validationError(
          'addMemberIds',
          'too_many',
          `A group has at most ${chatLimits.groupMembers} members.`,
        );
      }
      const now = deps.clock();
      let newOwner = conversation.ownerId;
      if (conversation.ownerId && !after.has(conversation.ownerId)) {
        // The owner left: the longest-standing member takes over.
        const members = (await repo.members(id)).filter((m) => after.has(m.user.id));
        members.sort((a, b) => a.member.joinedAt.getTime() - b.member.joinedAt.getTime());
        newOwner = members[0]?.user.id ?? null;
      }
      await deps.db.transaction(async (tx) => {
        const txRepo = createChatRepository(tx);
        await txRepo.addMembers(id, add, conversation.lastSeq, now);
        await txRepo.removeMembers(id, remove);
        await txRepo.update(id, {
          ...(body.name ? { name: body.name } : {}),
          ownerId: newOwner,
        });
      });
      const removed = remove.filter((userId) => before.includes(userId));
      await announce([...after], 'chat.conversation', id);
      await announce(removed, 'chat.conversation_removed', id);
      if (removed.length > 0) await deps.pushUnread(removed, null);
      return after.has(auth.user.id) ? detail(auth, id) : null;
    },

    async setMember(
      auth: AuthContext,
      id: string,
      body: MemberSettingsBody,
    ): Promise<MemberSettings> {
      await access.conversation(auth, id);
      const row = await repo.setMember(id, auth.user.id, body);
      if (!row) throw notFound('The conversation');
      if (body.muted !== undefined) await deps.pushUnread([auth.user.id], id);
      return { conversationId: id, pinned: row.pinned, muted: row.muted };
    },
  };
}
export type ConversationsService = ReturnType<typeof createConversationsService>;
