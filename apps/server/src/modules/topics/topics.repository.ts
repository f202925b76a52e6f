import type { TopicScope, TopicSort, TopicStatus } from '@school/shared/topics/topics.rules';
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../auth/auth.table.ts';
import { teachesAt } from '../classes/tutor-schools.ts';
import { subjects } from '../tutors/tutors.table.ts';
import {
  topicAnswers,
  topicFavourites,
  topicRevisions,
  topics,
  topicSearchWords,
  topicViews,
} from './topics.table.ts';

export type TopicRow = typeof topics.$inferSelect;
export type TopicFilter = {
  schoolId: string;
  userId: string;
  /** Staff see hidden topics (greyed, with the reason); everyone else does not get them. */
  withHidden: boolean;
  q?: string;
  subjectId?: string;
  tag?: string;
  status?: TopicStatus;
  scope: TopicScope;
  sort: TopicSort;
};

/** The words of a search (letters and digits only, so neither `to_tsquery` nor LIKE syntax). */
export function searchWords(q: string): string[] {
  return q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
}

/** How many of a school's words a prefix being typed may stand for, the shortest first. */
const completionsPerPrefix = 20;
/** A dictionary word as a quoted `to_tsquery` lexeme. */
const lexeme = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * Adds the words of these topics (all when no ids) to their schools' dictionaries. Call it after
 * writing a topic's title or body; seeds that insert topics in bulk call it once at the end.
 */
export async function rememberTopicWords(db: Database, topicIds?: string[]) {
  await db.execute(sql`
    insert into ${topicSearchWords} (school_id, word)
    select distinct ${topics.schoolId}, unnest(tsvector_to_array(${topics.search})) from ${topics}
    ${topicIds ? sql`where ${inArray(topics.id, topicIds)}` : sql``}
    on conflict do nothing`);
}

export const topicColumns = {
  id: topics.id,
  schoolId: topics.schoolId,
  title: topics.title,
  excerpt: topics.excerpt,
  tags: topics.tags,
  status: topics.status,
  acceptedAnswerId: topics.acceptedAnswerId,
  answerCount: topics.answerCount,
  voteCount: topics.voteCount,
  viewCount: topics.viewCount,
  hiddenReason: topics.hiddenReason,
  hiddenAt: topics.hiddenAt,
  createdAt: topics.createdAt,
  lastActivityAt: topics.lastActivityAt,
  author: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    photo: users.photo,
    role: users.role,
  },
  subjectId: subjects.id,
  subjectKey: subjects.key,
  subjectName: subjects.name,
};

const isFavourite = (userId: string) =>
  sql<boolean>`exists (select 1 from ${topicFavourites} f where f.topic_id = ${topics.id} and f.user_id = ${userId})`;

/** The only code that speaks SQL for topics (answers and votes: answers.repository.ts). */
export function createTopicsRepository(db: Database) {
  function where(filter: TopicFilter, tsquery: string | null): SQL | undefined {
    const { schoolId, userId } = filter;
    return and(
      eq(topics.schoolId, schoolId),
      filter.withHidden ? undefined : isNull(topics.hiddenAt),
      tsquery ? sql`${topics.search} @@ to_tsquery('simple', ${tsquery})` : undefined,
      filter.subjectId ? eq(topics.subjectId, filter.subjectId) : undefined,
      filter.tag ? sql`${topics.tags} @> array[${filter.tag}]::text[]` : undefined,
      filter.status ? eq(topics.status, filter.status) : undefined,
      filter.sort === 'unanswered' ? eq(topics.answerCount, 0) : undefined,
      filter.scope === 'mine' ? eq(topics.authorId, userId) : undefined,
      filter.scope === 'answered_by_me'
        ? inArray(
            topics.id,
            db
              .select({ id: topicAnswers.topicId })
              .from(topicAnswers)
              .where(and(eq(topicAnswers.schoolId, schoolId), eq(topicAnswers.authorId, userId))),
          )
        : undefined,
      filter.scope === 'favourites'
        ? inArray(
            topics.id,
            db
              .select({ id: topicFavourites.topicId })
              .from(topicFavourites)
              .where(eq(topicFavourites.userId, userId)),
          )
        : undefined,
    );
  }

  function order(filter: TopicFilter, tsquery: string | null) {
    const by = {
      activity: [desc(topics.lastActivityAt), desc(topics.id)],
      newest: [desc(topics.createdAt), desc(topics.id)],
      votes: [desc(topics.voteCount), desc(topics.lastActivityAt), desc(topics.id)],
      unanswered: [asc(topics.createdAt), asc(topics.id)],
    }[filter.sort];
    // A search ranks first (title words weigh more than body words), then the chosen order.
    return tsquery
      ? [desc(sql`ts_rank(${topics.search}, to_tsquery('simple', ${tsquery}))`), ...by]
      : by;
  }

  /**
   * A search as a `tsquery`: each word must occur, the last one as any of the school's words that
   * start with it (it may still be being typed). Null without words; `false` when the last word
   * starts no word of the school, so nothing can match.
   */
  async function searchQuery(schoolId: string, q: string): Promise<string | null | false> {
    const words = searchWords(q);
    const last = words.pop();
    if (last === undefined) return null;
    const completions = await db
      .select({ word: topicSearchWords.word })
      .from(topicSearchWords)
      .where(
        and(
          eq(topicSearchWords.schoolId, schoolId),
          sql`${topicSearchWords.word} like ${`${last}%`}`,
        ),
      )
      .orderBy(sql`length(${topicSearchWords.word})`, asc(topicSearchWords.word))
      .limit(completionsPerPrefix);
    if (completions.length === 0) return false;
    const typing = `(${completions.map((c) => lexeme(c.word)).join(' | ')})`;
    return [...words, typing].join(' & ');
  }

  return {
    async list(filter: TopicFilter, limit: number, offset: number) {
      const tsquery = filter.q ? await searchQuery(filter.schoolId, filter.q) : null;
      if (tsquery === false) return { items: [], total: 0 };
      const condition = where(filter, tsquery);
      const [items, [counted]] = await Promise.all([
        db
          .select({ ...topicColumns, isFavourite: isFavourite(filter.userId) })
          .from(topics)
          .innerJoin(users, eq(users.id, topics.authorId))
          .leftJoin(subjects, eq(subjects.id, topics.subjectId))
          .where(condition)
          .orderBy(...order(filter, tsquery))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(topics).where(condition),
      ]);
      return { items, total: counted?.total ?? 0 };
    },

    /** The caller's answers on these topics, whether accepted, best first. */
    async myAnswers(userId: string, topicIds: string[]) {
      if (topicIds.length === 0) return [];
      return db
        .select({
          topicId: topicAnswers.topicId,
          id: topicAnswers.id,
          score: topicAnswers.score,
          accepted: sql<boolean>`coalesce(${topicAnswers.id} = ${topics.acceptedAnswerId}, false)`,
        })
        .from(topicAnswers)
        .innerJoin(topics, eq(topics.id, topicAnswers.topicId))
        .where(and(eq(topicAnswers.authorId, userId), inArray(topicAnswers.topicId, topicIds)))
        .orderBy(desc(topicAnswers.score), asc(topicAnswers.createdAt));
    },

    async find(id: string) {
      const [row] = await db.select().from(topics).where(eq(topics.id, id));
      return row;
    },

    /** The topic as a page shows it; `lock` holds the row until the transaction ends. */
    async detail(id: string, userId: string) {
      const [row] = await db
        .select({
          ...topicColumns,
          isFavourite: isFavourite(userId),
          bodyHtml: topics.bodyHtml,
          editedAt: topics.editedAt,
          closedReason: topics.closedReason,
          closedAt: topics.closedAt,
          authorId: topics.authorId,
        })
        .from(topics)
        .innerJoin(users, eq(users.id, topics.authorId))
        .leftJoin(subjects, eq(subjects.id, topics.subjectId))
        .where(eq(topics.id, id));
      return row;
    },

    async lock(id: string): Promise<TopicRow | undefined> {
      const [row] = await db.select().from(topics).where(eq(topics.id, id)).for('update');
      return row;
    },

    async insert(values: typeof topics.$inferInsert): Promise<TopicRow> {
      const [row] = await db.insert(topics).values(values).returning();
      if (!row) throw new Error('insert into topics returned no row');
      await rememberTopicWords(db, [row.id]);
      return row;
    },

    async update(id: string, values: Partial<typeof topics.$inferInsert>) {
      await db.update(topics).set(values).where(eq(topics.id, id));
      const searchChanged = [values.title, values.bodyText, values.subjectId, values.tags].some(
        (v) => v !== undefined,
      );
      if (searchChanged) await rememberTopicWords(db, [id]);
    },

    /** Deletes a topic only while no answer exists; false when one does. */
    async deleteUnanswered(id: string): Promise<boolean> {
      const removed = await db
        .delete(topics)
        .where(
          and(
            eq(topics.id, id),
            sql`not exists (select 1 from ${topicAnswers} a where a.topic_id = ${topics.id})`,
          ),
        )
        .returning({ id: topics.id });
      return removed.length === 1;
    },

    /** Counts a view once per user per topic per day: the key refuses the second. */
    async view(topicId: string, userId: string, day: string): Promise<boolean> {
      const added = await db
        .insert(topicViews)
        .values({ topicId, userId, day })
        .onConflictDoNothing()
        .returning({ day: topicViews.day });
      if (added.length === 0) return false;
      await db
        .update(topics)
        .set({ viewCount: sql`${topics.viewCount} + 1` })
        .where(eq(topics.id, topicId));
      return true;
    },

    async setFavourite(topicId: string, userId: string, on: boolean) {
      if (on) {
        await db.insert(topicFavourites).values({ topicId, userId }).onConflictDoNothing();
      } else {
        await db
          .delete(topicFavourites)
          .where(and(eq(topicFavourites.topicId, topicId), eq(topicFavourites.userId, userId)));
      }
    },

    async favouriters(topicId: string): Promise<string[]> {
      const rows = await db
        .select({ userId: topicFavourites.userId })
        .from(topicFavourites)
        .where(eq(topicFavourites.topicId, topicId));
      return rows.map((r) => r.userId);
    },

    /** Keeps an earlier body; only the latest `keep` of one post stay. */
    async keepRevision(values: typeof topicRevisions.$inferInsert, keep: number) {
      await db.insert(topicRevisions).values(values);
      const post = and(
        eq(topicRevisions.topicId, values.topicId),
        values.answerId
          ? eq(topicRevisions.answerId, values.answerId)
          : isNull(topicRevisions.answerId),
      );
      await db
        .delete(topicRevisions)
        .where(
          and(
            post,
            sql`${topicRevisions.id} not in (${db
              .select({ id: topicRevisions.id })
              .from(topicRevisions)
              .where(post)
              .orderBy(desc(topicRevisions.createdAt), desc(topicRevisions.id))
              .limit(keep)})`,
          ),
        );
    },

    async revisionCount(topicId: string, answerId: string | null): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(topicRevisions)
        .where(
          and(
            eq(topicRevisions.topicId, topicId),
            answerId ? eq(topicRevisions.answerId, answerId) : isNull(topicRevisions.answerId),
          ),
        );
      return row?.n ?? 0;
    },

    /** A tutor takes part in a school's topics only where they teach an approved class. */
    teachesAt: (tutorId: string, schoolId: string) => teachesAt(db, tutorId, schoolId),

    async subjectExists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: subjects.id }).from(subjects).where(eq(subjects.id, id));
      return row !== undefined;
    },
  };
}
export type TopicsRepository = ReturnType<typeof createTopicsRepository>;
