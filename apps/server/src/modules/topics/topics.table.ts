import { ginOptions } from '../../db/gin-options.ts';
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table.ts';
import { schools } from '../school/school.table.ts';
import { subjects } from '../tutors/tutors.table.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Questions asked inside one school. The counts are columns kept exact by the transaction that
 * changes what they count (an answer, a vote, a view), so lists never count per row.
 */
export const topics = pgTable(
  'topics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Sanitised on write with the server's allow-list (lib/rich-text.ts). */
    bodyHtml: text('body_html').notNull(),
    /** Plain text of the body: what search reads; the excerpt is its first 200 characters. */
    bodyText: text('body_text').notNull(),
    excerpt: text('excerpt').notNull(),
    subjectId: uuid('subject_id').references(() => subjects.id, { onDelete: 'set null' }),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: ['open', 'answered', 'closed'] })
      .notNull()
      .default('open'),
    acceptedAnswerId: uuid('accepted_answer_id'),
    answerCount: integer('answer_count').notNull().default(0),
    /** The sum of its answers' scores. */
    voteCount: integer('vote_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    lastActivityAt: at('last_activity_at').notNull().defaultNow(),
    createdAt: at('created_at').notNull().defaultNow(),
    editedAt: at('edited_at'),
    closedReason: text('closed_reason'),
    closedAt: at('closed_at'),
    hiddenReason: text('hidden_reason'),
    hiddenAt: at('hidden_at'),
    /**
     * The subject's name and the tags as words, so a search for "biology" or "kinematics" finds the
     * topic filed under them. A trigger (migration 0034) writes it from `subject_id` and `tags` in
     * the statement that sets them, so no code path has to remember it.
     */
    filedUnder: text('filed_under').notNull().default(''),
    /**
     * Language-agnostic words ('simple': a school writes in any language) of the title, the
     * subject and tags (weighed as the title), and the body.
     */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', filed_under), 'A') || setweight(to_tsvector('simple', body_text), 'B')`,
      ),
  },
  (t) => [
    // The school leads every index: each list reads one school's rows.
    index('topics_school_activity_idx').on(t.schoolId, t.lastActivityAt, t.id),
    index('topics_school_created_idx').on(t.schoolId, t.createdAt, t.id),
    index('topics_school_votes_idx').on(t.schoolId, t.voteCount, t.id),
    index('topics_school_unanswered_idx')
      .on(t.schoolId, t.createdAt, t.id)
      .where(sql`${t.answerCount} = 0`),
    index('topics_school_author_idx').on(t.schoolId, t.authorId, t.lastActivityAt),
    index('topics_school_subject_idx').on(t.schoolId, t.subjectId, t.lastActivityAt),
    index('topics_tags_idx').using('gin', t.tags).with(ginOptions),
    // Search reads one school's matches: with the school in the same GIN index (btree_gin), a
    // common word's entries across every school are intersected inside the index, not fetched.
    index('topics_school_search_idx').using('gin', t.schoolId, t.search).with(ginOptions),
    check('topics_status_check', sql`${t.status} in ('open','answered','closed')`),
    check('topics_counts_check', sql`${t.answerCount} >= 0 and ${t.viewCount} >= 0`),
  ],
);

export const topicAnswers = pgTable(
  'topic_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    topicId: uuid('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bodyHtml: text('body_html').notNull(),
    score: integer('score').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    editedAt: at('edited_at'),
    hiddenReason: text('hidden_reason'),
    hiddenAt: at('hidden_at'),
  },
  (t) => [
    index('topic_answers_topic_score_idx').on(t.topicId, t.score, t.createdAt),
    index('topic_answers_school_author_idx').on(t.schoolId, t.authorId, t.topicId),
    check('topic_answers_score_check', sql`${t.score} >= 0`),
  ],
);

/** One +1 per user per answer: the primary key is what makes 50 concurrent votes count exactly. */
export const topicVotes = pgTable(
  'topic_votes',
  {
    answerId: uuid('answer_id')
      .notNull()
      .references(() => topicAnswers.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.answerId, t.userId] })],
);

export const topicFavourites = pgTable(
  'topic_favourites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topicId: uuid('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.topicId] }),
    index('topic_favourites_topic_idx').on(t.topicId),
  ],
);

/** Who viewed a topic on which (UTC) day: a view counts once per user per topic per day. */
export const topicViews = pgTable(
  'topic_views',
  {
    topicId: uuid('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.topicId, t.userId, t.day] })],
);

/** Earlier bodies of a topic or an answer (the last 20 of each are kept). */
export const topicRevisions = pgTable(
  'topic_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    topicId: uuid('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    answerId: uuid('answer_id').references(() => topicAnswers.id, { onDelete: 'cascade' }),
    title: text('title'),
    bodyHtml: text('body_html').notNull(),
    editedBy: uuid('edited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('topic_revisions_post_idx').on(t.topicId, t.answerId, t.createdAt)],
);

/**
 * Every word a school's topics have used (title, subject, tags and body, as `search` holds them):
 * a search's last word, still being typed, becomes the school's words that start with it, so the
 * GIN index looks up whole words instead of scanning every word with that prefix in every school.
 * Words are only added (a word a deleted topic used stays; completing to it finds nothing).
 */
export const topicSearchWords = pgTable(
  'topic_search_words',
  {
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.word] }),
    index('topic_search_words_prefix_idx').on(t.schoolId, sql`${t.word} text_pattern_ops`),
  ],
);
