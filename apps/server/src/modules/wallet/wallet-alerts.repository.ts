import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { walletAlerts } from './wallet.table.ts';

export function createWalletAlertsRepository(db: Database) {
  return {
    /** The balance is back above the threshold: the next crossing alerts again. */
    async rearm(schoolId: string): Promise<void> {
      await db
        .update(walletAlerts)
        .set({ lowBalanceNotifiedAt: null })
        .where(eq(walletAlerts.schoolId, schoolId));
    },

    /** Marks the alert as sent; false when it already was, so concurrent crossings alert once. */
    async fire(schoolId: string, at: Date): Promise<boolean> {
      await db.insert(walletAlerts).values({ schoolId }).onConflictDoNothing();
      const [fired] = await db
        .update(walletAlerts)
        .set({ lowBalanceNotifiedAt: at })
        .where(and(eq(walletAlerts.schoolId, schoolId), isNull(walletAlerts.lowBalanceNotifiedAt)))
        .returning({ at: walletAlerts.lowBalanceNotifiedAt });
      return fired !== undefined;
    },
  };
}
