import type { ListResponse } from '@school/shared/common/list.contract';
import type {
  TransactionQuery,
  TransferAbout,
  WalletTransaction,
} from '@school/shared/wallet/wallet.contract';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { csvRows } from '../../lib/csv.ts';
import { schoolScope } from '../../lib/school-scope.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import type { SchoolService } from '../school/school.service.ts';
import { balanceHistory, historyStart } from './balance-history.ts';
import { createLedgerRepository, type TransferRow } from './ledger.repository.ts';
import { toTopUp } from './top-up.ts';
import { toTransaction } from './transaction.ts';
import { createTopUpsRepository } from './top-ups.repository.ts';

/** How a request for another school's wallet is refused: 404 The wallet was not found. */
const walletTexts = { what: 'The wallet' };
type Deps = { db: Database; schools: SchoolService; clock: () => Date; currency: string };

/**
 * Describes the references of a school's transfers that a module knows (an appointment's id);
 * the others it leaves out. The module that owns the reference provides it
 * (`describeReferencesWith`), since the wallet does not know what it paid for.
 */
export type ReferenceDescriber = (
  db: Database,
  schoolId: string,
  references: string[],
) => Promise<Map<string, TransferAbout>>;

/** The columns of the transactions export, in order (`about` last, so older readers still fit). */
const transactionCsvColumns = [
  'date',
  'kind',
  'amount',
  'balanceAfter',
  'reference',
  'memo',
  'by',
  'about',
];

/** What a movement was for, in words, for the export (the console says it in the reader's language). */
function aboutText(t: WalletTransaction): string | null {
  const parts: string[] = [];
  if (t.about) {
    const student = t.about.studentName ? ` for ${t.about.studentName}` : '';
    parts.push(
      `Appointment: ${t.about.subject.name} with ${t.about.tutorName}${student}, ${t.about.startsAt}`,
    );
  }
  if (t.reverses) parts.push(`Reverses the ${t.reverses.kind} of ${t.reverses.createdAt}`);
  return parts.length > 0 ? parts.join('; ') : null;
}
const exportPageSize = 100;

/** What the wallet holds and how it got there: balance, movements, history, export. */
export function createStatementService({ db, schools, clock, currency }: Deps) {
  const ledger = createLedgerRepository(db);
  const describers: ReferenceDescriber[] = [];

  type WalletAccount = Awaited<ReturnType<typeof ledger.walletAccount>> & { schoolId: string };
  type Filters = Omit<TransactionQuery, 'page' | 'pageSize' | 'schoolId'>;

  async function walletOf(auth: AuthContext, schoolId: string | undefined): Promise<WalletAccount> {
    const school = schoolScope(auth, schoolId, walletTexts);
    return { ...(await ledger.walletAccount(school)), schoolId: school };
  }

  /** What the page's references stand for and which transfers its reversals undo. */
  async function contextOf(schoolId: string, rows: TransferRow[]) {
    const references = [...new Set(rows.flatMap((t) => (t.reference ? [t.reference] : [])))];
    const reversedIds = [...new Set(rows.flatMap((t) => t.reversesTransferId ?? []))];
    const [described, reversed] = await Promise.all([
      references.length > 0
        ? Promise.all(describers.map((describe) => describe(db, schoolId, references)))
        : [],
      ledger.transfersById(reversedIds),
    ]);
    return {
      about: new Map(described.flatMap((found) => [...found])),
      reversed: new Map(reversed.map((t) => [t.id, t])),
    };
  }

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
    const context = await contextOf(wallet.schoolId, items);
    return { items: items.map((t) => toTransaction(t, wallet.id, context)), total };
  }

  async function transactions(
    auth: AuthContext,
    query: TransactionQuery,
  ): Promise<ListResponse<WalletTransaction>> {
    const wallet = await walletOf(auth, query.schoolId);
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
          aboutText(t),
        ]);
        yield `${csvRows(rows)}\r\n`;
      }
      if (items.length < exportPageSize) return;
    }
  }

  return {
    transactions,

    /** A module tells what the references of its transfers stand for (see `ReferenceDescriber`). */
    describeReferencesWith(describer: ReferenceDescriber): void {
      describers.push(describer);
    },

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
      return csvLines(await walletOf(auth, query.schoolId), query);
    },
  };
}
export type StatementService = ReturnType<typeof createStatementService>;
