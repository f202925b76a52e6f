import { and, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rateEvents } from './auth.table.ts';

export type BucketStats = { count: number; oldest: Date | null; newest: Date | null };

/**
 * One bucket's claim as part of a statement (the `rate_take` function, migration 0029): at most
 * `limit` attempts after `since` are ever recorded, and older ones go. A row of `claimed_id` (null
 * when refused) and `wait_ms`. Put in the statement that writes what is limited, so a write that
 * fails takes its claim back with it.
 */
export const rateTake = (bucket: string, limit: number, since: Date, at: Date) =>
  sql`rate_take(${bucket}, ${limit}, ${since.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz)`;

/**
 * Rate-limit counters kept as rows (every instance sees them). `claim` counts and records an
 * attempt in one step per bucket, so parallel attempts cannot all read the same count.
 */
export function createRateEventsRepository(db: Database) {
  const stats = async (tx: Database, bucket: string, since: Date): Promise<BucketStats> => {
    const [row] = await tx
      .select({
        count: count(),
        oldest: sql<string | null>`min(${rateEvents.at})`,
        newest: sql<string | null>`max(${rateEvents.at})`,
      })
      .from(rateEvents)
      .where(and(eq(rateEvents.bucket, bucket), gt(rateEvents.at, since)));
    const date = (value: string | null | undefined) => (value ? new Date(value) : null);
    return { count: row?.count ?? 0, oldest: date(row?.oldest), newest: date(row?.newest) };
  };

  return {
    /**
     * Under a lock per bucket (taken in one order, so two claims never wait on each other), reads
     * each bucket's attempts since its own moment and asks `decide`; unless it refuses, records one
     * attempt in every bucket and returns their ids. Rows older than `pruneBefore` go.
     */
    async claim<R>(
      buckets: { bucket: string; since: Date }[],
      at: Date,
      pruneBefore: Date,
      decide: (stats: BucketStats[]) => R | null,
    ): Promise<{ refused: R } | { ids: number[] }> {
      return db.transaction(async (tx) => {
        for (const name of [...new Set(buckets.map((b) => b.bucket))].sort()) {
          await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
        }
        const found: BucketStats[] = [];
        for (const { bucket, since } of buckets) found.push(await stats(tx, bucket, since));
        const refused = decide(found);
        if (refused !== null) return { refused };
        const names = buckets.map((b) => b.bucket);
        await tx
          .delete(rateEvents)
          .where(and(inArray(rateEvents.bucket, names), lt(rateEvents.at, pruneBefore)));
        const rows = await tx
          .insert(rateEvents)
          .values(names.map((bucket) => ({ bucket, at })))
          .returning({ id: rateEvents.id });
        return { ids: rows.map((r) => r.id) };
      });
    },

    async release(ids: number[]): Promise<void> {
      if (ids.length > 0) await db.delete(rateEvents).where(inArray(rateEvents.id, ids));
    },

    async clear(bucket: string): Promise<void> {
      await db.delete(rateEvents).where(eq(rateEvents.bucket, bucket));
    },
  };
}
export type RateEventsRepository = ReturnType<typeof createRateEventsRepository>;
