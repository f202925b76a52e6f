import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { invitations, outbox } from './outbox.table.ts';

export type OutboxInsert = typeof outbox.$inferInsert;

export function createOutboxRepository(db: Database) {
  return {
    async insert(message: OutboxInsert): Promise<void> {
      await db.insert(outbox).values(message);
    },

    async insertInvitation(userId: string, tokenHash: string, expiresAt: Date, now: Date) {
      await db.insert(invitations).values({ userId, tokenHash, expiresAt, createdAt: now });
    },

    /** Marks an unused, unexpired invitation used; answers its user, or null. */
    async useInvitation(tokenHash: string, now: Date): Promise<string | null> {
      const [row] = await db
        .update(invitations)
        .set({ usedAt: now })
        .where(
          and(
            eq(invitations.tokenHash, tokenHash),
            isNull(invitations.usedAt),
            gt(invitations.expiresAt, now),
          ),
        )
        .returning({ userId: invitations.userId });
      return row?.userId ?? null;
    },
  };
}
