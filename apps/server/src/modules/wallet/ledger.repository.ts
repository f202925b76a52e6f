import { and, count, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { TransferKind } from '@school/shared/wallet/wallet.contract';
import type { Database } from '../../db/client.ts';
import { columnsOf, rowsOf } from '../../db/sql.ts';
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

type AccountRow = { id: string; kind: string; balance: string | number };

export function createLedgerRepository(db: Database) {
  /**
   * The school's wallet account, created on first use, and the platform account `system` when
   * named: one statement. (The insert's row comes back through the CTE; the outer select does not
   * see it, so each account is answered once.)
   */
  async function accounts(schoolId: string, system: SystemAccount | null) {
    const rows = rowsOf<AccountRow>(
      await db
        .execute(
          sql`with made as (
                insert into ${ledgerAccounts} (kind, school_id) values ('school_wallet', ${schoolId})
                on conflict do nothing returning id, kind, balance
              )
              select id, kind, balance from made
              union all
              select id, kind, balance from ${ledgerAccounts}
              where (kind = 'school_wallet' and school_id = ${schoolId})
                 or (kind = ${system} and school_id is null)`,
        )
        .catch((error: unknown) => {
          // A platform admin may name any id; one that is no school is a 404, not a fault.
          if (isForeignKeyViolation(error)) throw notFound('The school');
          throw error;
        }),
    );
    const wallet = rows.find((row) => row.kind === 'school_wallet');
    if (!wallet) throw new Error('wallet account is missing');
    const other = system ? rows.find((row) => row.kind === system) : undefined;
    if (system && !other) throw new Error(`system account ${system} is missing`);
    return { wallet: { id: wallet.id, balance: Number(wallet.balance) }, other: other?.id ?? '' };
  }

  return {
    /** The school's wallet account, created on first use. */
    async walletAccount(schoolId: string): Promise<{ id: string; balance: number }> {
      return (await accounts(schoolId, null)).wallet;
    },

    /** The school's wallet account (created on first use) and a platform account, to post between. */
    async postingAccounts(
      schoolId: string,
      system: SystemAccount,
    ): Promise<{ wallet: { id: string; balance: number }; other: string }> {
      return accounts(schoolId, system);
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
     * Moves credits between two accounts inside the caller's transaction, in one statement (the
     * `ledger_transfer` function, migration 0031): both rows are locked in id order (no deadlock
     * between opposite transfers) and the debit is a guarded update, so a wallet cannot go below
     * zero whatever runs concurrently. Null means not enough credits.
     */
    async transfer(input: TransferInput): Promise<TransferRow | null> {
      const moved = sql`ledger_transfer(${input.fromAccountId}::uuid, ${input.toAccountId}::uuid, ${input.amount}::bigint, ${input.kind}::text, ${input.reference ?? null}::text, ${input.memo ?? null}::text, ${input.actorUserId ?? null}::uuid, ${input.actorName ?? null}::text, ${input.reversesTransferId ?? null}::uuid, ${input.at.toISOString()}::timestamptz)`;
      const [row] = await db.select(columnsOf(ledgerTransfers)).from(moved);
      return row ?? null;
    },

    async findTransfer(id: string): Promise<TransferRow | undefined> {
      const [row] = await db
        .select()
        .from(ledgerTransfers)
        .where(eq(ledgerTransfers.id, id))
        .limit(1);
      return row;
    },

    /** The kind and time of these transfers (those a page's reversals undo). */
    async transfersById(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: ledgerTransfers.id,
          kind: ledgerTransfers.kind,
          createdAt: ledgerTransfers.createdAt,
        })
        .from(ledgerTransfers)
        .where(inArray(ledgerTransfers.id, ids));
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
