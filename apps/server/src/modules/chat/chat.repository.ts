import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { users } from '../auth/auth.table.ts';
import { schools } from '../school/school.table.ts';
import { chatConversations, chatMembers, chatMessages } from './chat.table.ts';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MemberRow = typeof chatMembers.$inferSelect;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const lastAuthor = alias(users, 'last_author');

/** The only code that speaks SQL for conversations and their members. */
export function createChatRepository(db: Database) {
  const memberCount = sql<number>`(select count(*)::int from ${chatMembers} x where x.conversation_id = ${chatConversations.id})`;

  const listWhere = (userId: string, q?: string): SQL | undefined => {
    if (!q) return eq(chatMembers.userId, userId);
    const like = `%${escapeLike(q)}%`;
    // A group by its name, any conversation by the names of its other members.
    return and(
      eq(chatMembers.userId, userId),
      sql`(${chatConversations.name} ilike ${like} or exists (
        select 1 from ${chatMembers} o join ${users} ou on ou.id = o.user_id
        where o.conversation_id = ${chatConversations.id} and o.user_id <> ${userId}
          and (ou.first_name || ' ' || ou.last_name) ilike ${like}))`,
    );
  };

  const listSelect = {
    conversation: chatConversations,
    member: chatMembers,
    memberCount,
    last: {
      id: chatMessages.id,
      seq: chatMessages.seq,
      authorId: chatMessages.authorId,
      text: chatMessages.text,
      images: chatMessages.images,
      deletedAt: chatMessages.deletedAt,
      createdAt: chatMessages.createdAt,
      authorFirst: lastAuthor.firstName,
      authorLast: lastAuthor.lastName,
    },
  };

  const listQuery = () =>
    db
      .select(listSelect)
      .from(chatMembers)
      .innerJoin(chatConversations, eq(chatConversations.id, chatMembers.conversationId))
      .leftJoin(chatMessages, eq(chatMessages.id, chatConversations.lastMessageId))
      .leftJoin(lastAuthor, eq(lastAuthor.id, chatMessages.authorId));

  return {
    async list(userId: string, q: string | undefined, limit: number, offset: number) {
      const [items, [counted]] = await Promise.all([
        listQuery()
          .where(listWhere(userId, q))
          .orderBy(
            desc(chatMembers.pinned),
            desc(chatConversations.updatedAt),
            asc(chatConversations.id),
          )
          .limit(limit)
          .offset(offset),
        db
          .select({ total: count() })
          .from(chatMembers)
          .innerJoin(chatConversations, eq(chatConversations.id, chatMembers.conversationId))
          .where(listWhere(userId, q)),
      ]);
      return { items, total: counted?.total ?? 0 };
    },

    /** One conversation as the member sees it in a list; undefined when they are not in it. */
    async listItem(conversationId: string, userId: string) {
      const [row] = await listQuery()
        .where(and(eq(chatMembers.userId, userId), eq(chatMembers.conversationId, conversationId)))
        .limit(1);
      return row;
    },

    async find(id: string): Promise<ConversationRow | undefined> {
      const [row] = await db
        .select()
        .from(chatConversations)
        .where(eq(chatConversations.id, id))
        .limit(1);
      return row;
    },

    async findDirect(schoolId: string, directKey: string): Promise<ConversationRow | undefined> {
      const [row] = await db
        .select()
        .from(chatConversations)
        .where(
          and(eq(chatConversations.schoolId, schoolId), eq(chatConversations.directKey, directKey)),
        )
        .limit(1);
      return row;
    },

    /** Inserts a conversation unless its direct key exists (then undefined: the caller re-reads). */
    async insert(
      values: typeof chatConversations.$inferInsert,
    ): Promise<ConversationRow | undefined> {
      const [row] = await db
        .insert(chatConversations)
        .values(values)
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async update(id: string, values: Partial<typeof chatConversations.$inferInsert>) {
      await db.update(chatConversations).set(values).where(eq(chatConversations.id, id));
    },

    /** The conversation, the user's membership and the school's chat switches, if a member. */
    async membership(conversationId: string, userId: string) {
      const [row] = await db
        .select({
          conversation: chatConversations,
          member: chatMembers,
          policy: {
            enabled: schools.chatEnabled,
            students: schools.chatForStudents,
            studentsWithEachOther: schools.chatStudentsWithEachOther,
          },
        })
        .from(chatMembers)
        .innerJoin(chatConversations, eq(chatConversations.id, chatMembers.conversationId))
        .innerJoin(schools, eq(schools.id, chatConversations.schoolId))
        .where(and(eq(chatMembers.conversationId, conversationId), eq(chatMembers.userId, userId)))
        .limit(1);
      return row;
    },

    async member(conversationId: string, userId: string): Promise<MemberRow | undefined> {
      const [row] = await db
        .select()
        .from(chatMembers)
        .where(and(eq(chatMembers.conversationId, conversationId), eq(chatMembers.userId, userId)))
        .limit(1);
      return row;
    },

    /** Members with who they are, the owner's order first then by name. */
    async members(conversationId: string) {
      return db
        .select({
          member: chatMembers,
          user: {
            id: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            photo: users.photo,
            role: users.role,
          },
        })
        .from(chatMembers)
        .innerJoin(users, eq(users.id, chatMembers.userId))
        .where(eq(chatMembers.conversationId, conversationId))
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
    },

    /** Each member's unread count in this conversation. */
    async memberUnread(conversationId: string): Promise<{ userId: string; unread: number }[]> {
      return db
        .select({ userId: chatMembers.userId, unread: chatMembers.unread })
        .from(chatMembers)
        .where(eq(chatMembers.conversationId, conversationId));
    },

    async memberIds(conversationId: string): Promise<string[]> {
      const rows = await db
        .select({ userId: chatMembers.userId })
        .from(chatMembers)
        .where(eq(chatMembers.conversationId, conversationId));
      return rows.map((r) => r.userId);
    },

    /** The other members of the direct conversations among these (for a list's names). */
    async others(conversationIds: string[], userId: string) {
      if (conversationIds.length === 0) return [];
      return db
        .select({
          conversationId: chatMembers.conversationId,
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          photo: users.photo,
          role: users.role,
        })
        .from(chatMembers)
        .innerJoin(users, eq(users.id, chatMembers.userId))
        .where(
          and(inArray(chatMembers.conversationId, conversationIds), ne(chatMembers.userId, userId)),
        );
    },

    async addMembers(conversationId: string, userIds: string[], lastSeq: number, at: Date) {
      if (userIds.length === 0) return;
      // A newcomer starts with nothing unread: the history is there to scroll, not to badge.
      await db
        .insert(chatMembers)
        .values(
          userIds.map((userId) => ({ conversationId, userId, lastReadSeq: lastSeq, joinedAt: at })),
        )
        .onConflictDoNothing();
    },

    async removeMembers(conversationId: string, userIds: string[]) {
      if (userIds.length === 0) return;
      await db
        .delete(chatMembers)
        .where(
          and(eq(chatMembers.conversationId, conversationId), inArray(chatMembers.userId, userIds)),
        );
    },

    async setMember(conversationId: string, userId: string, values: Partial<MemberRow>) {
      const [row] = await db
        .update(chatMembers)
        .set(values)
        .where(and(eq(chatMembers.conversationId, conversationId), eq(chatMembers.userId, userId)))
        .returning();
      return row;
    },

    /** Unread totals (conversations not muted) of each of these users. */
    async unreadTotals(
      userIds: string[],
    ): Promise<Map<string, { total: number; conversations: number }>> {
      const totals = new Map(userIds.map((id) => [id, { total: 0, conversations: 0 }]));
      if (userIds.length === 0) return totals;
      const rows = await db
        .select({
          userId: chatMembers.userId,
          total: sql<number>`coalesce(sum(${chatMembers.unread}), 0)::int`,
          conversations: sql<number>`count(*) filter (where ${chatMembers.unread} > 0)::int`,
        })
        .from(chatMembers)
        .where(and(inArray(chatMembers.userId, userIds), eq(chatMembers.muted, false)))
        .groupBy(chatMembers.userId);
      for (const row of rows)
        totals.set(row.userId, { total: row.total, conversations: row.conversations });
      return totals;
    },

    /** The user's direct conversations (their presence is shown there). */
    async directIds(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: chatConversations.id })
        .from(chatMembers)
        .innerJoin(chatConversations, eq(chatConversations.id, chatMembers.conversationId))
        .where(and(eq(chatMembers.userId, userId), eq(chatConversations.kind, 'direct')));
      return rows.map((r) => r.id);
    },

    async conversationIdsOf(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: chatMembers.conversationId })
        .from(chatMembers)
        .where(eq(chatMembers.userId, userId));
      return rows.map((r) => r.id);
    },
  };
}
export type ChatRepository = ReturnType<typeof createChatRepository>;
