import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export type JobState = 'pending' | 'done' | 'failed';

/**
 * Work to do at a time, claimed by one runner at a time with `FOR UPDATE SKIP LOCKED`. A claim
 * sets `locked_until` (the lease): a job whose runner died is taken again once it has passed.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Scheduling the same name and key twice makes one job. */
    key: text('key'),
    payload: jsonb('payload').$type<unknown>(),
    state: text('state').$type<JobState>().notNull().default('pending'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** Attempts begun, counted when claimed. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_name_key_idx').on(t.name, t.key),
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.state} = 'pending'`),
    check('jobs_state_check', sql`${t.state} in ('pending', 'done', 'failed')`),
    check('jobs_max_attempts_check', sql`${t.maxAttempts} >= 1`),
  ],
);
