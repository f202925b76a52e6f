import { ginOptions } from '../../db/gin-options.ts';
import { ratingPrior } from '@school/shared/tutors/tutors.rules';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table.ts';
import { schools } from '../school/school.table.ts';

/** PostgreSQL's `tsvector`, written only by SQL (`refreshSearchFields`), never read into rows. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The catalogue of subjects classes and tutors are filed under. */
export const subjects = pgTable(
  'subjects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('subjects_key_key').on(t.key)],
);

/** What a tutor account shows to schools; search reads its copy, `tutorSearchRows`. */
export const tutorProfiles = pgTable(
  'tutor_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    headline: text('headline').notNull().default(''),
    bio: text('bio').notNull().default(''),
    hourlyRateCredits: integer('hourly_rate_credits').notNull(),
    /** ISO 639 codes. */
    languages: text('languages').array().notNull().default([]),
    videoUrl: text('video_url'),
    /** The tutor's video room, copied into each new booking (never shown in search). */
    meetingLink: text('meeting_link'),
    /** A `/media/…` path of an upload. */
    photo: text('photo'),
    /** The IANA zone the weekly windows and exceptions are written in. */
    timeZone: text('time_zone').notNull().default('UTC'),
    status: text('status', { enum: ['active', 'suspended'] })
      .notNull()
      .default('active'),
    suspendedReason: text('suspended_reason'),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** Kept with the review rows in the same transaction (`addReview`). */
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** The Bayesian average `(C·m + Σ) / (C + n)` the rating order and relevance ties use. */
    ratingScore: doublePrecision('rating_score')
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          `(${ratingPrior.weight * ratingPrior.mean} + rating_sum)::double precision / (${ratingPrior.weight} + rating_count)`,
        ),
      ),
    /**
     * Name and subject names (weight A), headline (B) and bio (C) as `simple` lexemes (the subjects
     * live in another table, so the repository writes it with them, `refreshSearchFields`); text
     * search matches its copy in `tutorSearchRows` with `@@` and ranks it with `ts_rank`.
     */
    searchDoc: tsvector('search_doc')
      .notNull()
      .default(sql`''::tsvector`),
    /**
     * What the subject filters match in the search copy (GIN, `@>`): for each subject taught at
     * a level, `s:<subject id>`, `l:<level>` and `s:<subject id>/<level>`. Written with the search
     * document (`refreshSearchFields`).
     */
    subjectKeys: text('subject_keys').array().notNull().default([]),
    /**
     * Whether the tutor's account may sign in (`users.status` is active), kept by triggers on both
     * tables, so the search copy holds only tutors who may sign in, without joining accounts.
     */
    accountActive: boolean('account_active').notNull().default(true),
    /** The tutor's local day up to which (exclusive) open windows are materialised. */
    windowsUntil: date('windows_until'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('tutor_profiles_status_check', sql`${t.status} in ('active','suspended')`),
    check('tutor_profiles_rating_check', sql`${t.ratingCount} >= 0 and ${t.ratingSum} >= 0`),
  ],
);

/**
 * The columns search's plain filters read besides the price, carried at the end of each order's
 * index (the price orders lead with the price).
 */
const filtered = (t: {
  ratingCount: AnyPgColumn;
  ratingSum: AnyPgColumn;
  languages: AnyPgColumn;
}) => [t.ratingCount, t.ratingSum, t.languages];

/**
 * What search filters and orders by, for each tutor it may show (an active profile of an account
 * that may sign in): a copy of those columns of the profile, written by a trigger on the profile
 * in the statement that changes it (migration 0033), so no code path can forget it. A search
 * reads a narrow row instead of the whole profile (bio, headline, photo, zone…): over 50 000
 * tutors a search's median went from 19 to 15 ms, its p95 from 31 to 27 (ARCHITECTURE.md).
 */
export const tutorSearchRows = pgTable(
  'tutor_search_rows',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => tutorProfiles.userId, { onDelete: 'cascade' }),
    ratingScore: doublePrecision('rating_score').notNull(),
    hourlyRateCredits: integer('hourly_rate_credits').notNull(),
    ratingSum: integer('rating_sum').notNull(),
    ratingCount: integer('rating_count').notNull(),
    languages: text('languages').array().notNull(),
    subjectKeys: text('subject_keys').array().notNull(),
    searchDoc: tsvector('search_doc').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('tutor_search_rows_search_doc_idx').using('gin', t.searchDoc).with(ginOptions),
    index('tutor_search_rows_languages_idx').using('gin', t.languages).with(ginOptions),
    index('tutor_search_rows_subject_keys_idx').using('gin', t.subjectKeys).with(ginOptions),
    // Each order's index ends with the columns the plain filters read (rating, price, languages),
    // so a broad search that walks an order checks them in the index and never visits the table:
    // a selective filter's walk of 10 000 entries takes 4 ms, not 10.
    index('tutor_search_rows_score_idx').on(
      t.ratingScore,
      t.userId,
      t.hourlyRateCredits,
      ...filtered(t),
    ),
    // Price orders break ties by the score: one index per direction serves each order whole.
    index('tutor_search_rows_rate_idx').on(
      t.hourlyRateCredits,
      t.ratingScore,
      t.userId,
      ...filtered(t),
    ),
    index('tutor_search_rows_rate_score_idx').on(
      t.hourlyRateCredits,
      t.ratingScore.desc().nullsFirst(),
      t.userId.desc().nullsFirst(),
      ...filtered(t),
    ),
    index('tutor_search_rows_created_idx').on(
      t.createdAt,
      t.userId,
      t.hourlyRateCredits,
      ...filtered(t),
    ),
  ],
);

/**
 * Every distinct lexeme of the tutors' search documents, added in the transaction that writes a
 * document (never pruned: a word no profile uses any more matches nothing). Text search turns each
 * typed word into the known words like it (trigram similarity, or a prefix for the last word).
 */
export const tutorSearchWords = pgTable(
  'tutor_search_words',
  { word: text('word').primaryKey() },
  (t) => [
    index('tutor_search_words_trgm_idx')
      .using('gin', sql`${t.word} gin_trgm_ops`)
      .with(ginOptions),
    index('tutor_search_words_prefix_idx').on(sql`${t.word} text_pattern_ops`),
  ],
);

/** A subject a tutor teaches, once per level. */
export const tutorSubjects = pgTable(
  'tutor_subjects',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => tutorProfiles.userId, { onDelete: 'cascade' }),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    level: text('level', { enum: ['primary', 'secondary', 'exam_prep', 'university'] })
      .notNull()
      .default('secondary'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.subjectId, t.level] }),
    index('tutor_subjects_subject_level_idx').on(t.subjectId, t.level, t.userId),
    check(
      'tutor_subjects_level_check',
      sql`${t.level} in ('primary','secondary','exam_prep','university')`,
    ),
  ],
);

/** Recurring weekly availability, in the tutor's own zone (the source of truth). */
export const tutorWeeklyWindows = pgTable(
  'tutor_weekly_windows',
  {
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => tutorProfiles.userId, { onDelete: 'cascade' }),
    /** ISO weekday, 1 = Monday. */
    weekday: smallint('weekday').notNull(),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tutorId, t.weekday, t.startMinute] }),
    check(
      'tutor_weekly_windows_check',
      sql`${t.weekday} between 1 and 7 and ${t.startMinute} >= 0 and ${t.endMinute} <= 1440 and ${t.startMinute} < ${t.endMinute}`,
    ),
  ],
);

/** Dated exceptions in the tutor's zone: a day off, or an extra window. */
export const tutorAvailabilityExceptions = pgTable(
  'tutor_availability_exceptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => tutorProfiles.userId, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    kind: text('kind', { enum: ['off', 'extra'] }).notNull(),
    startMinute: smallint('start_minute'),
    endMinute: smallint('end_minute'),
  },
  (t) => [
    index('tutor_availability_exceptions_tutor_idx').on(t.tutorId, t.day),
    check('tutor_availability_exceptions_kind_check', sql`${t.kind} in ('off','extra')`),
  ],
);

/**
 * Open windows longer than this are indexed by length (`tutor_open_windows_long_idx`): search
 * reads the longest of them to know how early a window that reaches into a searched time may
 * start. Most windows are shorter, so the index stays small.
 */
export const longOpenWindow = sql.raw(`interval '6 hours'`);

/**
 * Concrete open windows in UTC for the next days (availability minus exceptions minus busy
 * time), rebuilt with every availability change and rolled forward daily: search's availability
 * filter is one indexed range query over these.
 */
export const tutorOpenWindows = pgTable(
  'tutor_open_windows',
  {
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => tutorProfiles.userId, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tutorId, t.startsAt] }),
    index('tutor_open_windows_range_idx').on(t.startsAt, t.endsAt, t.tutorId),
    index('tutor_open_windows_long_idx')
      .on(sql`(${t.endsAt} - ${t.startsAt})`)
      .where(sql`${t.endsAt} - ${t.startsAt} > ${longOpenWindow}`),
    check('tutor_open_windows_check', sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

/** One review per completed appointment, written by the appointments module (`addReview`). */
export const tutorReviews = pgTable(
  'tutor_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => tutorProfiles.userId, { onDelete: 'cascade' }),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    appointmentId: uuid('appointment_id'),
    rating: smallint('rating').notNull(),
    text: text('text'),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tutor_reviews_appointment_key').on(t.appointmentId),
    index('tutor_reviews_tutor_created_idx').on(t.tutorId, t.createdAt, t.id),
    check('tutor_reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);
