import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { TransferKind } from '@school/shared/wallet/wallet.contract';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/sql.ts';
import { notFound } from '../../lib/app-error.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { ledgerAccounts, ledgerTransfers } from './wallet.table.ts';

export type SystemAccount = 'card_clearing' | 'revenue' | 'refunds' | 'adjustments';
export type TransferRow = typeof ledgerTransfers.$inferSelect;
export type TransferInput = {
  fromAccountId: string;
  toAccountId: string;
  amount: number;
  kind: TransferKind;
  reference?: string | null;
  memo?: string | null;
  actorUserId?: string | null;
  actorName?: string | null;
  reversesTransferId?: string | null;
  at: Date;
};

export function createLedgerRepository(db: Database) {
  return {
    /** The school's wallet account, created on first use. */
    async walletAccount(schoolId: string): Promise<{ id: string; balance: number }> {
      await db
        .insert(ledgerAccounts)
        .values({ kind: 'school_wallet', schoolId })
        .onConflictDoNothing()
        .catch((error: unknown) => {
          // A platform admin may name any id; one that is no school is a 404, not a fault.
          if (isForeignKeyViolation(error)) throw notFound('The school');
          throw error;
        });
      const [row] = await db
        .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(
          and(eq(ledgerAccounts.kind, 'school_wallet'), eq(ledgerAccounts.schoolId, schoolId)),
        );
      if (!row) throw new Error('wallet account is missing');
      return row;
    },

    async systemAccount(kind: SystemAccount): Promise<string> {
      const [row] = await db
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.kind, kind), isNull(ledgerAccounts.schoolId)));
      if (!row) throw new Error(`system account ${kind} is missing`);
      return row.id;
    },

    /**
     * Moves credits between two accounts inside the caller's transaction. Both rows are locked in
     * id order (no deadlock between opposite transfers); the debit is a guarded update, so a
     * wallet cannot go below zero whatever runs concurrently. Null means not enough credits.
     */
    async transfer(input: TransferInput): Promise<TransferRow | null> {
      const ids = [input.fromAccountId, input.toAccountId].sort();
      await db
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(inArray(ledgerAccounts.id, ids))
        .orderBy(asc(ledgerAccounts.id))
        .for('update');
      const [from] = await db
        .update(ledgerAccounts)
        .set({ balance: sql`${ledgerAccounts.balance} - ${input.amount}` })
        .where(
          and(
            eq(ledgerAccounts.id, input.fromAccountId),
            or(eq(ledgerAccounts.allowNegative, true), gte(ledgerAccounts.balance, input.amount)),
          ),
        )
        .returning({ balance: ledgerAccounts.balance });
      if (!from) return null;
      const [to] = await db
        .update(ledgerAccounts)
        .set({ balance: sql`${ledgerAccounts.balance} + ${input.amount}` })
        .where(eq(ledgerAccounts.id, input.toAccountId))
        .returning({ balance: ledgerAccounts.balance });
      if (!to) throw new Error('destination account is missing');
      const [row] = await db
        .insert(ledgerTransfers)
        .values({
          fromAccountId: input.fromAccountId,
          toAccountId: input.toAccountId,
          amount: input.amount,
          fromBalanceAfter: from.balance,
          toBalanceAfter: to.balance,
          kind: input.kind,
          reference: input.reference ?? null,
          memo: input.memo ?? null,
          actorUserId: input.actorUserId ?? null,
          actorName: input.actorName ?? null,
          reversesTransferId: input.reversesTransferId ?? null,
          createdAt: input.at,
        })
        .returning();
      if (!row) throw new Error('insert into ledger_transfers returned no row');
      return row;
    },

    async findTransfer(id: string): Promise<TransferRow | undefined> {
      const [row] = await db
        .select()
        .from(ledgerTransfers)
        .where(eq(ledgerTransfers.id, id))
        .limit(1);
      return row;
    },

    async transfersOf(
      accountId: string,
      filter: { kind?: TransferKind; from?: Date; to?: Date },
      limit: number,
      offset: number,
    ) {
      const conditions: SQL[] = [
        or(
          eq(ledgerTransfers.fromAccountId, accountId),
          eq(ledgerTransfers.toAccountId, accountId),
        ) as SQL,
      ];
      if (filter.kind) conditions.push(eq(ledgerTransfers.kind, filter.kind));
      if (filter.from) conditions.push(gte(ledgerTransfers.createdAt, filter.from));
      if (filter.to) conditions.push(lt(ledgerTransfers.createdAt, filter.to));
      const where = and(...conditions);
      const [items, [total]] = await Promise.all([
        db
          .select()
          .from(ledgerTransfers)
          .where(where)
          .orderBy(desc(ledgerTransfers.seq))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(ledgerTransfers).where(where),
      ]);
      return { items, total: total?.value ?? 0 };
    },

    /** Sum over every account (always zero) and the wallet balances checked against their postings. */
    async invariants() {
      const [sum] = await db
        .select({ total: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)` })
        .from(ledgerAccounts);
      const mismatches = await db.execute(sql`
        select a.id from ledger_accounts a
        where a.balance <> coalesce((select sum(amount) from ledger_transfers where to_account_id = a.id), 0)
                         - coalesce((select sum(amount) from ledger_transfers where from_account_id = a.id), 0)`);
      const negative = await db
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.allowNegative, false), lt(ledgerAccounts.balance, 0)));
      const rows = rowsOf(mismatches);
      return {
        sum: Number(sum?.total ?? 0),
        mismatchedAccounts: rows.length,
        negativeWallets: negative.length,
      };
    },
  };
}
export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
