import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobs } from './jobs.table.ts';

export type JobRow = typeof jobs.$inferSelect;
export type NewJob = Pick<
  typeof jobs.$inferInsert,
  'name' | 'key' | 'payload' | 'runAt' | 'maxAttempts'
>;

const free = (now: Date) => or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now));
// Only the runner that holds the current attempt may settle it: a runner whose lease ran out and
// whose job was taken again finds nothing to update.
const heldAttempt = (id: string, attempt: number) =>
  and(eq(jobs.id, id), eq(jobs.attempts, attempt), eq(jobs.state, 'pending'));

export function createJobsRepository(db: Database) {
  return {
    /** Inserts the job, or finds the one already scheduled under the same name and key. */
    async insert(job: NewJob): Promise<{ id: string; inserted: boolean }> {
      const [row] = await db
        .insert(jobs)
        .values(job)
        .onConflictDoNothing({ target: [jobs.name, jobs.key] })
        .returning({ id: jobs.id });
      if (row) return { id: row.id, inserted: true };
      const [existing] = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.name, job.name), eq(jobs.key, job.key ?? '')))
        .limit(1);
      if (!existing) throw new Error(`job ${job.name} conflicted but was not found`);
      return { id: existing.id, inserted: false };
    },

    /** Takes up to `limit` due jobs; rows another runner is claiming right now are skipped. */
    async claim(options: {
      names: string[];
      now: Date;
      lockedUntil: Date;
      worker: string;
      limit: number;
    }): Promise<JobRow[]> {
      const { names, now, limit } = options;
      if (names.length === 0 || limit <= 0) return [];
      const due = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            eq(jobs.state, 'pending'),
            inArray(jobs.name, names),
            lte(jobs.runAt, now),
            free(now),
            lt(jobs.attempts, jobs.maxAttempts),
          ),
        )
        .orderBy(asc(jobs.runAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(jobs)
        .set({
          attempts: sql`${jobs.attempts} + 1`,
          lockedUntil: options.lockedUntil,
          lockedBy: options.worker,
        })
        .where(inArray(jobs.id, due))
        .returning();
    },

    /** Jobs whose last attempt's runner died: nothing will take them again. */
    async failAbandoned(now: Date): Promise<number> {
      const rows = await db
        .update(jobs)
        .set({
          state: 'failed',
          finishedAt: now,
          lockedUntil: null,
          lastError: sql`coalesce(${jobs.lastError}, 'The last attempt did not finish in time.')`,
        })
        .where(
          and(
            eq(jobs.state, 'pending'),
            sql`${jobs.attempts} >= ${jobs.maxAttempts}`,
            lte(jobs.lockedUntil, now),
          ),
        )
        .returning({ id: jobs.id });
      return rows.length;
    },

    /** Moves on the lease of an attempt still held; false when it was lost (taken or settled). */
    async extend(id: string, attempt: number, lockedUntil: Date): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({ lockedUntil })
        .where(heldAttempt(id, attempt))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    async complete(id: string, attempt: number, now: Date): Promise<void> {
      await db
        .update(jobs)
        .set({ state: 'done', finishedAt: now, lockedUntil: null, lockedBy: null })
        .where(heldAttempt(id, attempt));
    },

    /** Records the error; the job runs again at `retryAt`, or has failed for good when null. */
    async fail(id: string, attempt: number, error: string, retryAt: Date | null, now: Date) {
      await db
        .update(jobs)
        .set(
          retryAt
            ? { lastError: error, runAt: retryAt, lockedUntil: null, lockedBy: null }
            : { lastError: error, state: 'failed', finishedAt: now, lockedUntil: null },
        )
        .where(heldAttempt(id, attempt));
    },

    /** Forgets jobs finished before `before`; their keys may be scheduled again. */
    async purgeFinished(before: Date): Promise<number> {
      const rows = await db
        .delete(jobs)
        .where(and(inArray(jobs.state, ['done', 'failed']), lt(jobs.finishedAt, before)))
        .returning({ id: jobs.id });
      return rows.length;
    },

    async find(id: string): Promise<JobRow | undefined> {
      const [row] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
      return row;
    },
  };
}
export type JobsRepository = ReturnType<typeof createJobsRepository>;
