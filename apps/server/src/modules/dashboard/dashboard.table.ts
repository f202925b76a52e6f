import {
  bigint,
  boolean,
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

/*
 * Rollups the dashboard reads instead of a year of rows. Both are kept by database triggers
 * (migration 0027) in the transaction of the row they count, so they are exact whatever module
 * writes: a mark or a transfer and its count commit or roll back together. Their buckets are
 * instants, never days, so the school's zone (which may change) still decides the days and weeks.
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
