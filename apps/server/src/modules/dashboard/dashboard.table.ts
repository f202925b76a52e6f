import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { classSessions } from '../classes/classes.table.ts';
import { schools } from '../school/school.table.ts';
import { ledgerAccounts } from '../wallet/wallet.table.ts';

import { students } from '../students/students.table.ts';

/*
 * Rollups the dashboard reads instead of a year of rows. They are kept by database triggers
 * (migrations 0027 and 0028) in the transaction of the row they count, so they are exact whatever
 * module writes: a mark, a transfer or a student and its count commit or roll back together.
 * Attendance and the wallet are bucketed by instants (a session's start, a quarter hour), so the
 * school's zone (which may change) still decides the days and weeks. Their UTC-day sums below are
 * read whole only for days no week edge of the school's zone cuts; a cut day is read from the
 * fine rollup instead (see dashboard.repository.ts), so any zone stays exact.
 */

/** Attendance per class session: present or late, and all marks but excused. */
export const dashboardSessionMarks = pgTable(
  'dashboard_session_marks',
  {
    sessionId: uuid('session_id')
      .primaryKey()
      .references(() => classSessions.id, { onDelete: 'cascade' }),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    /** The session's start, moved with it. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    attended: integer('attended').notNull().default(0),
    counted: integer('counted').notNull().default(0),
  },
  (t) => [index('dashboard_session_marks_school_start_idx').on(t.schoolId, t.startsAt)],
);

/** The session marks summed per UTC day of the sessions' start (kept from the row above). */
export const dashboardDayMarks = pgTable(
  'dashboard_day_marks',
  {
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    attended: integer('attended').notNull().default(0),
    counted: integer('counted').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.day] })],
);

/**
 * A school wallet's movements per quarter hour (every zone's offset is a whole number of quarter
 * hours, so any zone's day starts on a bucket's edge), by direction, kind and what was paid for.
 */
export const dashboardWalletSlots = pgTable(
  'dashboard_wallet_slots',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'cascade' }),
    slot: timestamp('slot', { withTimezone: true }).notNull(),
    outgoing: boolean('outgoing').notNull(),
    kind: text('kind').notNull(),
    source: text('source', { enum: ['appointments', 'classes', 'other'] }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.slot, t.outgoing, t.kind, t.source] })],
);

/** The wallet slots summed per UTC day (kept from the quarter hours above). */
export const dashboardWalletDays = pgTable(
  'dashboard_wallet_days',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    outgoing: boolean('outgoing').notNull(),
    kind: text('kind').notNull(),
    source: text('source', { enum: ['appointments', 'classes', 'other'] }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day, t.outgoing, t.kind, t.source] })],
);

/**
 * Students per school, status and day of enrolment (a date, so no zone enters): the cards count
 * a hundred thousand students from a few hundred rows.
 */
export const dashboardStudentDays = pgTable(
  'dashboard_student_days',
  {
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    status: text('status', { enum: students.status.enumValues }).notNull(),
    enrolledAt: date('enrolled_at', { mode: 'string' }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.status, t.enrolledAt] })],
);
