import { and, asc, desc, eq, gt, ilike, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ChatImage } from '@school/shared/chat/chat.contract';
import type { Database } from '../../db/client.ts';
import { users } from '../auth/auth.table.ts';
import { rowsOf } from '../../db/sql.ts';
import { uploads } from '../uploads/uploads.table.ts';
import { chatMembers, chatMessages } from './chat.table.ts';

export type MessageRow = typeof chatMessages.$inferSelect;
type Person = {
  id: string;
  firstName: string;
  lastName: string;
  photo: string | null;
  role: string;
};
export type MessageView = {
  message: MessageRow;
  author: Person;
  deletedBy: Person | null;
  reply: {
    id: string;
    text: string;
    deletedAt: Date | null;
    authorFirst: string;
    authorLast: string;
  } | null;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const deleter = alias(users, 'deleter');
const replied = alias(chatMessages, 'replied');
const repliedAuthor = alias(users, 'replied_author');
/** The only code that speaks SQL for chat messages. */
export function createMessagesRepository(db: Database) {
  const view = () =>
    db
      .select({
        message: chatMessages,
        author: {
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          photo: users.photo,
          role: users.role,
        },
        deleter: {
          id: deleter.id,
          firstName: deleter.firstName,
          lastName: deleter.lastName,
          photo: deleter.photo,
          role: deleter.role,
        },
        reply: {
          id: replied.id,
          text: replied.text,
          deletedAt: replied.deletedAt,
          authorFirst: repliedAuthor.firstName,
          authorLast: repliedAuthor.lastName,
        },
      })
      .from(chatMessages)
      .innerJoin(users, eq(users.id, chatMessages.authorId))
      .leftJoin(deleter, eq(deleter.id, chatMessages.deletedBy))
      .leftJoin(replied, eq(replied.id, chatMessages.replyToId))
      .leftJoin(repliedAuthor, eq(repliedAuthor.id, replied.authorId));

  type Raw = Awaited<ReturnType<ReturnType<typeof view>['execute']>>[number];
  const toView = (r: Raw): MessageView => ({
    message: r.message,
    author: r.author,
    deletedBy: r.deleter?.id ? (r.deleter as Person) : null,
    reply:
      r.reply?.id && r.reply.authorFirst !== null
        ? {
            id: r.reply.id,
            text: r.reply.text ?? '',
            deletedAt: r.reply.deletedAt,
            authorFirst: r.reply.authorFirst,
            authorLast: r.reply.authorLast ?? '',
          }
        : null,
  });

  return {
    /**
     * Stores a message in one statement, if the author's rate allows it (`claim`, from `rateTake`):
     * the claim is taken first; then the conversation's sequence goes up by one (its row lock lets
     * one sender at a time through), the message takes that number, the others have one more to
     * read and the author has read up to it. Answers the number, or how long to wait when the
     * claim was refused (then nothing else is written). One statement is one round trip and one
     * commit, and a failed insert takes the claim back with it.
     */
    async store(
      m: {
        id: string;
        conversationId: string;
        schoolId: string;
        authorId: string;
        text: string;
        images: ChatImage[];
        replyToId: string | null;
        clientId: string | null;
        createdAt: Date;
      },
      claim: SQL,
    ): Promise<{ seq: number } | { waitMs: number }> {
      const at = m.createdAt.toISOString();
      const [row] = rowsOf<{ seq: number | null; claimed: boolean; wait_ms: number | null }>(
        await db.execute(sql`
          with claim as (
            select claimed_id, wait_ms from ${claim}
          ), conv as (
            update chat_conversations
               set last_seq = last_seq + 1, last_message_id = ${m.id}::uuid, updated_at = ${at}::timestamptz
             where id = ${m.conversationId}::uuid
               and exists (select 1 from claim where claimed_id is not null)
            returning last_seq
          ), msg as (
            insert into chat_messages
              (id, conversation_id, school_id, seq, author_id, text, images, reply_to_id, client_id, created_at)
            select ${m.id}::uuid, ${m.conversationId}::uuid, ${m.schoolId}::uuid, conv.last_seq,
                   ${m.authorId}::uuid, ${m.text}, ${JSON.stringify(m.images)}::jsonb,
                   ${m.replyToId}::uuid, ${m.clientId}, ${at}::timestamptz
              from conv
            returning seq
          ), readers as (
            update chat_members
               set unread = case when user_id = ${m.authorId}::uuid then 0 else unread + 1 end,
                   last_read_seq = case when user_id = ${m.authorId}::uuid
                                        then (select seq from msg) else last_read_seq end
             where conversation_id = ${m.conversationId}::uuid and exists (select 1 from msg)
          )
          select (select seq from msg) as seq,
                 (select claimed_id is not null from claim) as claimed,
                 (select wait_ms from claim) as wait_ms`),
      );
      if (!row?.claimed) return { waitMs: Number(row?.wait_ms ?? 0) };
      if (row.seq === null) throw new Error('conversation to send in is missing');
      return { seq: Number(row.seq) };
    },

    async findByClientId(authorId: string, clientId: string): Promise<MessageRow | undefined> {
      const [row] = await db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.authorId, authorId), eq(chatMessages.clientId, clientId)))
        .limit(1);
      return row;
    },

    async find(id: string): Promise<MessageRow | undefined> {
      const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id)).limit(1);
      return row;
    },

    async views(ids: string[]): Promise<MessageView[]> {
      if (ids.length === 0) return [];
      return (await view().where(inArray(chatMessages.id, ids))).map(toView);
    },

    /** History newest first: before a seq, after one (the next ones), or the latest. */
    async page(
      conversationId: string,
      options: { before?: number; after?: number; limit: number; q?: string },
    ): Promise<MessageView[]> {
      const conditions: (SQL | undefined)[] = [eq(chatMessages.conversationId, conversationId)];
      if (options.before !== undefined) conditions.push(lt(chatMessages.seq, options.before));
      if (options.after !== undefined) conditions.push(gt(chatMessages.seq, options.after));
      if (options.q) {
        conditions.push(
          ilike(chatMessages.text, `%${escapeLike(options.q)}%`),
          isNull(chatMessages.deletedAt),
        );
      }
      const order = options.after !== undefined ? asc(chatMessages.seq) : desc(chatMessages.seq);
      const rows = await view()
        .where(and(...conditions))
        .orderBy(order)
        .limit(options.limit);
      const views = rows.map(toView);
      return options.after !== undefined ? views.reverse() : views;
    },

    /** Persisted messages after a seq, oldest first (the socket's catch-up). */
    async after(conversationId: string, afterSeq: number, limit: number): Promise<MessageView[]> {
      return (
        await view()
          .where(
            and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.seq, afterSeq)),
          )
          .orderBy(asc(chatMessages.seq))
          .limit(limit)
      ).map(toView);
    },

    async exists(conversationId: string, where: 'before' | 'after', seq: number): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.conversationId, conversationId),
            where === 'before' ? lt(chatMessages.seq, seq) : gt(chatMessages.seq, seq),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async update(
      id: string,
      values: Partial<typeof chatMessages.$inferInsert>,
    ): Promise<MessageRow> {
      const [row] = await db
        .update(chatMessages)
        .set(values)
        .where(eq(chatMessages.id, id))
        .returning();
      if (!row) throw new Error('message to update is missing');
      return row;
    },

    /** A deleted message no longer counts as unread for those who had not read it. */
    async uncount(message: MessageRow): Promise<void> {
      await db
        .update(chatMembers)
        .set({ unread: sql`greatest(${chatMembers.unread} - 1, 0)` })
        .where(
          and(
            eq(chatMembers.conversationId, message.conversationId),
            ne(chatMembers.userId, message.authorId),
            lt(chatMembers.lastReadSeq, message.seq),
          ),
        );
    },

    /** Others' live messages after a seq: what a member reading up to there has left. */
    async countUnread(conversationId: string, userId: string, afterSeq: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.conversationId, conversationId),
            gt(chatMessages.seq, afterSeq),
            ne(chatMessages.authorId, userId),
            isNull(chatMessages.deletedAt),
          ),
        );
      return row?.n ?? 0;
    },

    /** The uploads among these ids that the user may attach (theirs or their school's). */
    async usableUploads(ids: string[], userId: string, schoolId: string) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: uploads.id,
          url: uploads.path,
          thumbnailUrl: uploads.thumbnailPath,
          width: uploads.width,
          height: uploads.height,
        })
        .from(uploads)
        .where(
          and(
            inArray(uploads.id, ids),
            sql`(${uploads.uploadedBy} = ${userId} or ${uploads.schoolId} = ${schoolId})`,
          ),
        );
    },
  };
}
export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
