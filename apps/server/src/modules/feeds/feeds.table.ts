import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table.ts';
import { schools } from '../school/school.table.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Everything the feed lists, posts and activity alike, so one keyset `(published_at, id)` pages
 * through both. An activity item is structured data (`activity_type` + `params`), never HTML.
 */
export const feedItems = pgTable(
  'feed_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['post', 'activity'] }).notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** everyone | staff | students | class (then `class_id`). */
    audience: text('audience', { enum: ['everyone', 'staff', 'students', 'class'] }).notNull(),
    classId: uuid('class_id'),
    /** A post's body, sanitised on write (lib/rich-text.ts). */
    bodyHtml: text('body_html'),
    activityType: text('activity_type'),
    params: jsonb('params').$type<Record<string, string | number>>(),
    link: text('link'),
    commentsAllowed: boolean('comments_allowed').notNull().default(true),
    commentCount: integer('comment_count').notNull().default(0),
    status: text('status', { enum: ['scheduled', 'published'] }).notNull(),
    /** The publication time, also of a scheduled post (when its job is due). */
    publishedAt: at('published_at').notNull(),
    pinnedAt: at('pinned_at'),
    editedAt: at('edited_at'),
    hiddenAt: at('hidden_at'),
    hiddenReason: text('hidden_reason'),
    hiddenBy: uuid('hidden_by'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    // Every list reads one school's published items newest first: a backward scan of these.
    // Ascending on purpose: drizzle writes `.desc()` as DESC NULLS LAST, which an
    // `ORDER BY … DESC` (NULLS FIRST) cannot use, and the planner then sorts the whole school.
    index('feed_items_school_published_idx')
      .on(t.schoolId, t.publishedAt, t.id)
      .where(sql`${t.status} = 'published'`),
    index('feed_items_school_kind_published_idx')
      .on(t.schoolId, t.kind, t.publishedAt, t.id)
      .where(sql`${t.status} = 'published'`),
    index('feed_items_author_idx').on(t.schoolId, t.authorId, t.publishedAt, t.id),
    // An author's posts waiting for their time: few, and read on every first page of a writer.
    index('feed_items_scheduled_idx')
      .on(t.schoolId, t.authorId, t.publishedAt)
      .where(sql`${t.status} = 'scheduled'`),
    index('feed_items_pinned_idx')
      .on(t.schoolId, t.pinnedAt)
      .where(sql`${t.pinnedAt} is not null`),
    check('feed_items_class_audience', sql`(${t.audience} = 'class') = (${t.classId} is not null)`),
  ],
);

export const feedComments = pgTable(
  'feed_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => feedItems.id, { onDelete: 'cascade' }),
    schoolId: uuid('school_id').notNull(),
    parentId: uuid('parent_id'),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Plain text, never rendered as HTML. */
    text: text('text').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    /** Set when the author changes the text: readers see "edited". */
    editedAt: at('edited_at'),
    hiddenAt: at('hidden_at'),
    hiddenReason: text('hidden_reason'),
    hiddenBy: uuid('hidden_by'),
  },
  (t) => [index('feed_comments_post_idx').on(t.postId, t.createdAt)],
);

/**
 * One reaction per person per post or comment: the key refuses a second, so concurrent toggles
 * count exactly (counts are read from these rows).
 */
export const feedReactions = pgTable(
  'feed_reactions',
  {
    targetId: uuid('target_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The post itself, or the post of the comment: deleting a post takes its reactions along. */
    postId: uuid('post_id')
      .notNull()
      .references(() => feedItems.id, { onDelete: 'cascade' }),
    reaction: text('reaction').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.targetId, t.userId] }),
    index('feed_reactions_post_idx').on(t.postId),
  ],
);
