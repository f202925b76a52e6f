import type { ListResponse } from '@school/shared/common/list.contract';
import type { TransactionQuery, WalletTransaction } from '@school/shared/wallet/wallet.contract';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { csvRows } from '../../lib/csv.ts';
import { schoolScope } from '../../lib/school-scope.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import type { SchoolService } from '../school/school.service.ts';
import { balanceHistory, historyStart } from './balance-history.ts';
import { createLedgerRepository } from './ledger.repository.ts';
import { toTopUp } from './top-up.ts';
import { toTransaction } from './transaction.ts';
import { createTopUpsRepository } from './top-ups.repository.ts';

/** How a request for another school's wallet is refused: 404 The wallet was not found. */
const walletTexts = { what: 'The wallet' };
type Deps = { db: Database; schools: SchoolService; clock: () => Date; currency: string };

/** The columns of the transactions export, in order. */
const transactionCsvColumns = ['date', 'kind', 'amount', 'balanceAfter', 'reference', 'memo', 'by'];
const exportPageSize = 100;

/** What the wallet holds and how it got there: balance, movements, history, export. */
export function createStatementService({ db, schools, clock, currency }: Deps) {
  const ledger = createLedgerRepository(db);

  type WalletAccount = Awaited<ReturnType<typeof ledger.walletAccount>>;
  type Filters = Omit<TransactionQuery, 'page' | 'pageSize' | 'schoolId'>;

  async function pageOf(wallet: WalletAccount, filters: Filters, page: number, pageSize: number) {
    const { items, total } = await ledger.transfersOf(
      wallet.id,
      {
        kind: filters.kind,
        from: filters.from ? new Date(filters.from) : undefined,
        to: filters.to ? new Date(filters.to) : undefined,
      },
      pageSize,
      (page - 1) * pageSize,
    );
    return { items: items.map((t) => toTransaction(t, wallet.id)), total };
  }

  async function transactions(
    auth: AuthContext,
    query: TransactionQuery,
  ): Promise<ListResponse<WalletTransaction>> {
    const wallet = await ledger.walletAccount(schoolScope(auth, query.schoolId, walletTexts));
    const { items, total } = await pageOf(wallet, query, query.page, query.pageSize);
    return { items, total, page: query.page, pageSize: query.pageSize };
  }

  async function* csvLines(wallet: WalletAccount, filters: Filters): AsyncGenerator<string> {
    yield `\uFEFF${csvRows([], transactionCsvColumns)}\r\n`;
    for (let page = 1; ; page++) {
      const { items } = await pageOf(wallet, filters, page, exportPageSize);
      if (items.length > 0) {
        const rows = items.map((t) => [
          t.createdAt,
          t.kind,
          t.amount,
          t.balanceAfter,
          t.reference,
          t.memo,
          t.by,
        ]);
        yield `${csvRows(rows)}\r\n`;
      }
      if (items.length < exportPageSize) return;
    }
  }

  return {
    transactions,

    async summary(auth: AuthContext, schoolId?: string) {
      const school = schoolScope(auth, schoolId, walletTexts);
      const profile = await schools.find(school);
      if (!profile) throw notFound('The wallet');
      const wallet = await ledger.walletAccount(school);
      const pending = await createTopUpsRepository(db).pendingOf(school);
      return {
        schoolId: school,
        balance: wallet.balance,
        lowBalanceThreshold: profile.lowBalanceThreshold,
        currency,
        pendingTopUps: pending.map((p) => toTopUp(p)),
      };
    },

    /** Daily closing balance over the last days and credits moved by kind, for the wallet's charts. */
    async history(auth: AuthContext, days: number, schoolId?: string) {
      const school = schoolScope(auth, schoolId, walletTexts);
      const wallet = await ledger.walletAccount(school);
      const start = historyStart(clock(), days);
      const { items } = await ledger.transfersOf(wallet.id, { from: start }, 100_000, 0);
      const movements = items.toReversed().map((t) => {
        const m = toTransaction(t, wallet.id);
        return { at: t.createdAt, kind: m.kind, amount: m.amount, balanceAfter: m.balanceAfter };
      });
      return balanceHistory(movements, { start, days, balanceNow: wallet.balance });
    },

    /**
     * The filtered movements as CSV lines. Who may read which wallet is settled before the first
     * byte, so a refusal is a whole error answer, never a cut-off file.
     */
    async exportCsv(
      auth: AuthContext,
      query: Omit<TransactionQuery, 'page' | 'pageSize'>,
    ): Promise<AsyncGenerator<string>> {
      const wallet = await ledger.walletAccount(schoolScope(auth, query.schoolId, walletTexts));
      return csvLines(wallet, query);
    },
  };
}
export type StatementService = ReturnType<typeof createStatementService>;
