import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table.ts';
import { classes } from '../classes/classes.table.ts';
import { schools } from '../school/school.table.ts';

/**
 * A school event. A repeating one is a series (`repeat`, `repeat_until`); an occurrence edited on
 * its own is a row of its own with `series_id` and `occurrence` (its original start), and that
 * start is in the series' `excluded` list, as is an occurrence deleted on its own (RFC 5545's
 * RECURRENCE-ID and EXDATE).
 */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    /** The iCalendar UID: stable in the feed, and the key an import updates by. */
    uid: text('uid').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    allDay: boolean('all_day').notNull().default(false),
    label: text('label', {
      enum: ['business', 'holiday', 'exam', 'meeting', 'personal', 'other'],
    }).notNull(),
    location: text('location'),
    audience: text('audience', { enum: ['school', 'staff', 'class'] }).notNull(),
    classId: uuid('class_id').references(() => classes.id, { onDelete: 'cascade' }),
    repeat: text('repeat', { enum: ['weekly', 'monthly'] }),
    /** The last day (in the school's time zone) an occurrence may start on. */
    repeatUntil: text('repeat_until'),
    /** Bounds a series' occurrences, so a range query reads only the series that reach into it. */
    lastEndsAt: timestamp('last_ends_at', { withTimezone: true }).notNull(),
    excluded: timestamp('excluded', { withTimezone: true })
      .array()
      .notNull()
      .default(sql`'{}'`),
    seriesId: uuid('series_id'),
    occurrence: timestamp('occurrence', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('calendar_events_school_uid_key').on(t.schoolId, t.uid),
    index('calendar_events_school_window_idx').on(t.schoolId, t.startsAt, t.lastEndsAt),
    index('calendar_events_series_idx').on(t.seriesId),
    check('calendar_events_order_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** One private feed per user; only the SHA-256 of its token is kept. */
export const calendarFeedTokens = pgTable('calendar_feed_tokens', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  /** The school the feed was made in (the platform admin's chosen school). */
  schoolId: uuid('school_id').references(() => schools.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
