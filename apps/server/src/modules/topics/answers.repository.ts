import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../auth/auth.table.ts';
import { topicAnswers, topics, topicVotes } from './topics.table.ts';

export type AnswerRow = typeof topicAnswers.$inferSelect;

/** Answers of a topic and their votes; every count moves in the statement that changes it. */
export function createAnswersRepository(db: Database) {
  return {
    async list(
      topic: { id: string; acceptedAnswerId: string | null },
      userId: string,
      withHidden: boolean,
      limit: number,
      offset: number,
    ) {
      const condition = and(
        eq(topicAnswers.topicId, topic.id),
        withHidden ? undefined : isNull(topicAnswers.hiddenAt),
      );
      // Postgres refuses a bare constant in ORDER BY: without an accepted answer, no such key.
      const accepted = topic.acceptedAnswerId
        ? [desc(sql`${topicAnswers.id} = ${topic.acceptedAnswerId}`)]
        : [];
      const [items, [counted]] = await Promise.all([
        db
          .select({
            answer: topicAnswers,
            author: {
              id: users.id,
              firstName: users.firstName,
              lastName: users.lastName,
              photo: users.photo,
              role: users.role,
            },
            hasVoted: sql<boolean>`exists (select 1 from ${topicVotes} v where v.answer_id = ${topicAnswers.id} and v.user_id = ${userId})`,
          })
          .from(topicAnswers)
          .innerJoin(users, eq(users.id, topicAnswers.authorId))
          .where(condition)
          .orderBy(...accepted, desc(topicAnswers.score), asc(topicAnswers.createdAt))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(topicAnswers).where(condition),
      ]);
      return { items, total: counted?.total ?? 0 };
    },

    async one(id: string, userId: string) {
      const [row] = await db
        .select({
          answer: topicAnswers,
          author: {
            id: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            photo: users.photo,
            role: users.role,
          },
          hasVoted: sql<boolean>`exists (select 1 from ${topicVotes} v where v.answer_id = ${topicAnswers.id} and v.user_id = ${userId})`,
        })
        .from(topicAnswers)
        .innerJoin(users, eq(users.id, topicAnswers.authorId))
        .where(eq(topicAnswers.id, id));
      return row;
    },

    async find(id: string): Promise<AnswerRow | undefined> {
      const [row] = await db.select().from(topicAnswers).where(eq(topicAnswers.id, id));
      return row;
    },

    /** Adds an answer and counts it on its topic, in the caller's transaction. */
    async insert(values: typeof topicAnswers.$inferInsert & { createdAt: Date }) {
      const [row] = await db.insert(topicAnswers).values(values).returning();
      if (!row) throw new Error('insert into topic_answers returned no row');
      await db
        .update(topics)
        .set({ answerCount: sql`${topics.answerCount} + 1`, lastActivityAt: values.createdAt })
        .where(eq(topics.id, values.topicId));
      return row;
    },

    async update(id: string, values: Partial<typeof topicAnswers.$inferInsert>) {
      await db.update(topicAnswers).set(values).where(eq(topicAnswers.id, id));
    },

    /**
     * A +1 from a user: the vote's key refuses a second one, and only a vote that was added moves
     * the score (so concurrent votes count exactly). Answers the score afterwards.
     */
    async vote(answer: AnswerRow, userId: string, on: boolean): Promise<number> {
      const changed = on
        ? await db
            .insert(topicVotes)
            .values({ answerId: answer.id, userId })
            .onConflictDoNothing()
            .returning({ userId: topicVotes.userId })
        : await db
            .delete(topicVotes)
            .where(and(eq(topicVotes.answerId, answer.id), eq(topicVotes.userId, userId)))
            .returning({ userId: topicVotes.userId });
      if (changed.length === 0) {
        const [row] = await db
          .select({ score: topicAnswers.score })
          .from(topicAnswers)
          .where(eq(topicAnswers.id, answer.id));
        return row?.score ?? 0;
      }
      const step = on ? 1 : -1;
      const [row] = await db
        .update(topicAnswers)
        .set({ score: sql`${topicAnswers.score} + ${step}` })
        .where(eq(topicAnswers.id, answer.id))
        .returning({ score: topicAnswers.score, hidden: topicAnswers.hiddenAt });
      // A hidden answer's votes were taken off its topic when it was hidden.
      if (row && row.hidden === null) {
        await db
          .update(topics)
          .set({ voteCount: sql`${topics.voteCount} + ${step}` })
          .where(eq(topics.id, answer.topicId));
      }
      return row?.score ?? 0;
    },
  };
}
