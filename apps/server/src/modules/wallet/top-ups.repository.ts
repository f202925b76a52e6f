import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { topUps } from './wallet.table.ts';

export type TopUpRow = typeof topUps.$inferSelect;
export type NewTopUp = typeof topUps.$inferInsert;

export function createTopUpsRepository(db: Database) {
  return {
    async insert(values: NewTopUp): Promise<TopUpRow> {
      const [row] = await db.insert(topUps).values(values).returning();
      if (!row) throw new Error('insert into top_ups returned no row');
      return row;
    },

    async findInSchool(id: string, schoolId: string): Promise<TopUpRow | undefined> {
      const [row] = await db
        .select()
        .from(topUps)
        .where(and(eq(topUps.id, id), eq(topUps.schoolId, schoolId)));
      return row;
    },

    /** Locks the row for the rest of the caller's transaction, so confirmations queue up. */
    async lock(id: string): Promise<TopUpRow | undefined> {
      const [row] = await db.select().from(topUps).where(eq(topUps.id, id)).for('update');
      return row;
    },

    /** The guarded pending → succeeded move: undefined when another run made it first. */
    async markSucceeded(id: string, at: Date): Promise<TopUpRow | undefined> {
      const [row] = await db
        .update(topUps)
        .set({ status: 'succeeded', completedAt: at })
        .where(and(eq(topUps.id, id), eq(topUps.status, 'pending')))
        .returning();
      return row;
    },

    async markFailed(id: string, reason: string, at: Date): Promise<TopUpRow | undefined> {
      const [row] = await db
        .update(topUps)
        .set({ status: 'failed', failureReason: reason, completedAt: at })
        .where(eq(topUps.id, id))
        .returning();
      return row;
    },

    async attachReceipt(
      id: string,
      transferId: string,
      receiptNumber: string,
    ): Promise<TopUpRow | undefined> {
      const [row] = await db
        .update(topUps)
        .set({ transferId, receiptNumber })
        .where(eq(topUps.id, id))
        .returning();
      return row;
    },

    pendingOf(schoolId: string): Promise<TopUpRow[]> {
      return db
        .select()
        .from(topUps)
        .where(and(eq(topUps.schoolId, schoolId), eq(topUps.status, 'pending')))
        .orderBy(desc(topUps.createdAt));
    },

    async pageOf(schoolId: string, limit: number, offset: number) {
      const [items, [total]] = await Promise.all([
        db
          .select()
          .from(topUps)
          .where(eq(topUps.schoolId, schoolId))
          .orderBy(desc(topUps.createdAt))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(topUps).where(eq(topUps.schoolId, schoolId)),
      ]);
      return { items, total: total?.value ?? 0 };
    },
  };
}
