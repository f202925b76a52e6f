import type { ListResponse } from '@school/shared/common/list.contract';
import { cardBrand, expiryValid, luhnValid } from '@school/shared/wallet/card';
import type {
  CreditPackage,
  Receipt,
  TopUp,
  TopUpBody,
  TransactionQuery,
  WalletTransaction,
} from '@school/shared/wallet/wallet.contract';
import { customCreditsMax, customCreditsMin } from '@school/shared/wallet/wallet.contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError, notFound, validationError } from '../../lib/app-error.ts';
import { csvRows } from '../../lib/csv.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { createSchoolRepository } from '../school/school.repository.ts';
import { once, requestHash, type OnceAnswer } from './idempotency.ts';
import { createLedgerRepository, type TransferRow } from './ledger.repository.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';
import { topUps, walletAlerts } from './wallet.table.ts';

type Deps = {
  db: Database;
  audit: AuditService;
  notifications: NotificationsService;
  provider: PaymentProvider;
  clock: () => Date;
  pricing: Pick<Config, 'currency' | 'creditPriceCents' | 'creditPackages'>;
};
type TopUpRow = typeof topUps.$inferSelect;
export type Actor = { userId: string | null; name: string };

/** The columns of the transactions export, in order. */
const transactionCsvColumns = ['date', 'kind', 'amount', 'balanceAfter', 'reference', 'memo', 'by'];

const nameOf = (auth: AuthContext) => `${auth.user.firstName} ${auth.user.lastName}`.trim();
const credits = (n: number) => n.toLocaleString('en');

export function toTopUp(row: TopUpRow, balanceAfter: number | null = null): TopUp {
  return {
    id: row.id,
    credits: row.credits,
    priceCents: row.priceCents,
    currency: row.currency,
    status: row.status,
    failureReason: row.failureReason,
    cardBrand: row.cardBrand,
    cardLast4: row.cardLast4,
    receiptNumber: row.receiptNumber,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    balanceAfter,
  };
}

export function createWalletService(deps: Deps) {
  const { db, audit, notifications, provider, clock } = deps;
  const ledger = createLedgerRepository(db);

  const packages: CreditPackage[] = deps.pricing.creditPackages.map((p) => ({
    id: `p${p.credits}`,
    credits: p.credits,
    priceCents: p.priceCents,
    currency: deps.pricing.currency,
    label: `${credits(p.credits)} credits`,
  }));

  /** After a movement: alert once when the balance falls below the threshold; re-arm once it is back above. */
  async function checkThreshold(tx: Database, schoolId: string, before: number, after: number) {
    const policies = await createSchoolRepository(tx).findById(schoolId);
    const threshold = policies?.lowBalanceThreshold ?? 100;
    if (after >= threshold) {
      if (before < threshold)
        await tx
          .update(walletAlerts)
          .set({ lowBalanceNotifiedAt: null })
          .where(eq(walletAlerts.schoolId, schoolId));
      return;
    }
    if (before < threshold) return;
    await tx.insert(walletAlerts).values({ schoolId }).onConflictDoNothing();
    const [armed] = await tx
      .update(walletAlerts)
      .set({ lowBalanceNotifiedAt: clock() })
      .where(and(eq(walletAlerts.schoolId, schoolId), isNull(walletAlerts.lowBalanceNotifiedAt)))
      .returning({ at: walletAlerts.lowBalanceNotifiedAt });
    if (!armed) return;
    await notifications.notify(
      {
        to: { schoolId, roles: ['sadmin'] },
        type: 'wallet_low_balance',
        sender: { name: 'Wallet' },
        message: `<p>The wallet balance is down to <strong>${credits(after)} credits</strong>, below your alert threshold of ${credits(threshold)}.</p>`,
        url: '/credits-top-up',
        schoolId,
      },
      tx,
    );
  }

  async function walletTransfer(
    tx: Database,
    schoolId: string,
    direction: 'in' | 'out',
    system: 'card_clearing' | 'revenue' | 'refunds' | 'adjustments',
    input: {
      amount: number;
      kind: TransferRow['kind'];
      reference?: string | null;
      memo?: string | null;
      actor: Actor;
      reversesTransferId?: string | null;
    },
  ): Promise<TransferRow | null> {
    const txLedger = createLedgerRepository(tx);
    const wallet = await txLedger.walletAccount(schoolId);
    const other = await txLedger.systemAccount(system);
    const row = await txLedger.transfer({
      fromAccountId: direction === 'in' ? other : wallet.id,
      toAccountId: direction === 'in' ? wallet.id : other,
      amount: input.amount,
      kind: input.kind,
      reference: input.reference,
      memo: input.memo,
      actorUserId: input.actor.userId,
      actorName: input.actor.name,
      reversesTransferId: input.reversesTransferId,
      at: clock(),
    });
    if (!row) return null;
    const after = direction === 'in' ? row.toBalanceAfter : row.fromBalanceAfter;
    const before = direction === 'in' ? after - input.amount : after + input.amount;
    await checkThreshold(tx, schoolId, before, after);
    await audit.record(
      {
        action: 'wallet.transfer',
        actorUserId: input.actor.userId,
        schoolId,
        target: row.id,
        details: {
          kind: input.kind,
          amount: direction === 'in' ? input.amount : -input.amount,
          reference: input.reference ?? null,
        },
      },
      tx,
    );
    return row;
  }

  /** Posts a successful top-up's credits exactly once (the pending → succeeded move is guarded). */
  async function settle(
    tx: Database,
    row: TopUpRow,
    actor: Actor,
  ): Promise<{ row: TopUpRow; balanceAfter: number }> {
    const [claimed] = await tx
      .update(topUps)
      .set({ status: 'succeeded', completedAt: clock() })
      .where(and(eq(topUps.id, row.id), eq(topUps.status, 'pending')))
      .returning();
    if (!claimed) {
      const balance = (await createLedgerRepository(tx).walletAccount(row.schoolId)).balance;
      return { row, balanceAfter: balance };
    }
    const transfer = await walletTransfer(tx, row.schoolId, 'in', 'card_clearing', {
      amount: row.credits,
      kind: 'top_up',
      reference: `top-up:${row.id}`,
      memo: `Card top-up (${row.cardBrand} •••• ${row.cardLast4})`,
      actor,
    });
    if (!transfer) throw new Error('a top-up could not be credited');
    const receiptNumber = `R-${transfer.createdAt.getUTCFullYear()}-${String(transfer.seq).padStart(7, '0')}`;
    const [done] = await tx
      .update(topUps)
      .set({ transferId: transfer.id, receiptNumber })
      .where(eq(topUps.id, row.id))
      .returning();
    await notifications.notify(
      {
        to: { schoolId: row.schoolId, roles: ['sadmin'] },
        type: 'wallet_topped_up',
        sender: { userId: actor.userId, name: actor.name },
        message: `<p><strong>${credits(row.credits)} credits</strong> were added to the wallet. Receipt ${receiptNumber}.</p>`,
        url: '/wallet',
        schoolId: row.schoolId,
      },
      tx,
    );
    return { row: done ?? claimed, balanceAfter: transfer.toBalanceAfter };
  }

  function schoolOf(auth: AuthContext, requested?: string): string {
    if (auth.user.role === 'admin') {
      if (!requested) throw validationError('schoolId', 'required', 'Please choose a school.');
      return requested;
    }
    if (!auth.user.schoolId) throw new AppError('not_found', 'Your account belongs to no school.');
    if (requested && requested !== auth.user.schoolId) throw notFound('The wallet');
    return auth.user.schoolId;
  }

  return {
    packages: () => ({
      items: packages,
      unitPriceCents: deps.pricing.creditPriceCents,
      currency: deps.pricing.currency,
      customMin: customCreditsMin,
      customMax: customCreditsMax,
      sandbox: provider.sandbox,
    }),

    async summary(auth: AuthContext, schoolId?: string) {
      const school = schoolOf(auth, schoolId);
      const profile = await createSchoolRepository(db).findById(school);
      if (!profile) throw notFound('The wallet');
      const wallet = await ledger.walletAccount(school);
      const pending = await db
        .select()
        .from(topUps)
        .where(and(eq(topUps.schoolId, school), eq(topUps.status, 'pending')))
        .orderBy(desc(topUps.createdAt));
      return {
        schoolId: school,
        balance: wallet.balance,
        lowBalanceThreshold: profile.lowBalanceThreshold,
        currency: deps.pricing.currency,
        pendingTopUps: pending.map((p) => toTopUp(p)),
      };
    },

    async transactions(
      auth: AuthContext,
      query: TransactionQuery,
    ): Promise<ListResponse<WalletTransaction>> {
      const school = schoolOf(auth, query.schoolId);
      const wallet = await ledger.walletAccount(school);
      const { items, total } = await ledger.transfersOf(
        wallet.id,
        {
          kind: query.kind,
          from: query.from ? new Date(query.from) : undefined,
          to: query.to ? new Date(query.to) : undefined,
        },
        query.pageSize,
        (query.page - 1) * query.pageSize,
      );
      return {
        items: items.map((t) => {
          const incoming = t.toAccountId === wallet.id;
          return {
            id: t.id,
            kind: t.kind,
            amount: incoming ? t.amount : -t.amount,
            balanceAfter: incoming ? t.toBalanceAfter : t.fromBalanceAfter,
            reference: t.reference,
            memo: t.memo,
            by: t.actorName,
            createdAt: t.createdAt.toISOString(),
          };
        }),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** Daily closing balance over the last days and credits moved by kind, for the wallet's charts. */
    async history(auth: AuthContext, days: number, schoolId?: string) {
      const school = schoolOf(auth, schoolId);
      const wallet = await ledger.walletAccount(school);
      const now = clock();
      const start = new Date(
        Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - days + 1),
      );
      const all = await ledger.transfersOf(wallet.id, { from: start }, 100_000, 0);
      const ordered = [...all.items].reverse();
      const byKind = new Map<string, number>();
      for (const t of ordered) byKind.set(t.kind, (byKind.get(t.kind) ?? 0) + t.amount);
      // The balance before the window: the first transfer's balance minus its own effect, or today's balance if none.
      const first = ordered[0];
      let balance = first
        ? first.toAccountId === wallet.id
          ? first.toBalanceAfter - first.amount
          : first.fromBalanceAfter + first.amount
        : wallet.balance;
      const points: { date: string; balance: number }[] = [];
      let i = 0;
      for (let d = 0; d < days; d++) {
        const dayEnd = new Date(start.getTime() + (d + 1) * 86_400_000);
        while (i < ordered.length && (ordered[i]?.createdAt ?? dayEnd) < dayEnd) {
          const t = ordered[i];
          if (t) balance = t.toAccountId === wallet.id ? t.toBalanceAfter : t.fromBalanceAfter;
          i++;
        }
        points.push({
          date: new Date(dayEnd.getTime() - 86_400_000).toISOString().slice(0, 10),
          balance,
        });
      }
      return {
        points,
        byKind: [...byKind].map(([kind, amount]) => ({
          kind: kind as TransferRow['kind'],
          credits: amount,
        })),
      };
    },

    async *exportCsv(
      auth: AuthContext,
      query: Omit<TransactionQuery, 'page' | 'pageSize'>,
    ): AsyncGenerator<string> {
      yield `\uFEFF${csvRows([], transactionCsvColumns)}\r\n`;
      for (let page = 1; ; page++) {
        const { items } = await this.transactions(auth, { ...query, page, pageSize: 100 });
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
        if (items.length < 100) return;
      }
    },

    /** Charges a card and posts the credits once; declines are answered (and remembered) as 402. */
    async topUp(auth: AuthContext, body: TopUpBody, key: string): Promise<OnceAnswer> {
      const school = schoolOf(auth);
      const now = clock();
      let amount: number;
      let priceCents: number;
      if (body.packageId) {
        const chosen = packages.find((p) => p.id === body.packageId);
        if (!chosen)
          throw validationError('packageId', 'not_found', 'Please choose one of the packages.');
        amount = chosen.credits;
        priceCents = chosen.priceCents;
      } else {
        amount = body.credits ?? 0;
        priceCents = amount * deps.pricing.creditPriceCents;
      }
      const number = body.card.number.replace(/[\s-]/g, '');
      if (!/^\d+$/.test(number) || !luhnValid(number))
        throw validationError(
          'card.number',
          'invalid_format',
          'This card number is not valid. Please check it.',
        );
      if (!expiryValid(body.card.expMonth, body.card.expYear, now))
        throw validationError('card.expYear', 'expired', 'This card has expired.');
      const actor: Actor = { userId: auth.user.id, name: nameOf(auth) };
      // The key's record carries no card data: the hash covers it, the stored answer does not.
      return once(
        db,
        `user:${auth.user.id}`,
        key,
        requestHash('POST /api/wallet/top-ups', body),
        now,
        async (tx) => {
          const charge = await provider.charge({
            amountCents: priceCents,
            currency: deps.pricing.currency,
            card: { ...body.card, number },
            description: `${amount} credits`,
          });
          const [row] = await tx
            .insert(topUps)
            .values({
              schoolId: school,
              credits: amount,
              priceCents,
              currency: deps.pricing.currency,
              status: charge.status === 'failed' ? 'failed' : 'pending',
              provider: provider.name,
              providerRef: charge.ref,
              cardBrand: cardBrand(number),
              cardLast4: number.slice(-4),
              failureReason: charge.status === 'failed' ? charge.reason : null,
              createdBy: auth.user.id,
              createdByName: actor.name,
              createdAt: now,
              completedAt: charge.status === 'failed' ? now : null,
            })
            .returning();
          if (!row) throw new Error('insert into top_ups returned no row');
          if (charge.status === 'failed') {
            return {
              status: 402,
              body: {
                error: { code: 'payment_declined', message: charge.reason },
                topUp: toTopUp(row),
              },
            };
          }
          if (charge.status === 'requires_confirmation') return { status: 202, body: toTopUp(row) };
          const settled = await settle(tx, row, actor);
          return { status: 201, body: toTopUp(settled.row, settled.balanceAfter) };
        },
      );
    },

    /** Confirms a pending top-up; a second confirmation changes nothing and answers the same. */
    async confirm(auth: AuthContext, id: string, key: string): Promise<OnceAnswer> {
      const school = schoolOf(auth);
      const [row] = await db
        .select()
        .from(topUps)
        .where(and(eq(topUps.id, id), eq(topUps.schoolId, school)));
      if (!row) throw notFound('The top-up');
      return once(
        db,
        `user:${auth.user.id}`,
        key,
        requestHash(`POST /api/wallet/top-ups/${id}/confirm`, {}),
        clock(),
        async (tx) => {
          const [current] = await tx.select().from(topUps).where(eq(topUps.id, id)).for('update');
          if (!current) throw notFound('The top-up');
          if (current.status === 'failed')
            return {
              status: 409,
              body: {
                error: { code: 'conflict', message: 'This payment failed; start a new top-up.' },
              },
            };
          if (current.status === 'succeeded') {
            const balance = (await createLedgerRepository(tx).walletAccount(school)).balance;
            return { status: 200, body: toTopUp(current, balance) };
          }
          const result = await provider.confirm(current.providerRef);
          if (result.status !== 'succeeded') {
            const reason =
              result.status === 'failed' ? result.reason : 'The payment still needs confirmation.';
            const [failed] = await tx
              .update(topUps)
              .set({ status: 'failed', failureReason: reason, completedAt: clock() })
              .where(eq(topUps.id, id))
              .returning();
            return {
              status: 402,
              body: {
                error: { code: 'payment_declined', message: reason },
                topUp: failed ? toTopUp(failed) : null,
              },
            };
          }
          const settled = await settle(tx, current, { userId: auth.user.id, name: nameOf(auth) });
          return { status: 200, body: toTopUp(settled.row, settled.balanceAfter) };
        },
      );
    },

    async listTopUps(auth: AuthContext, page: number, pageSize: number, schoolId?: string) {
      const school = schoolOf(auth, schoolId);
      const rows = await db
        .select()
        .from(topUps)
        .where(eq(topUps.schoolId, school))
        .orderBy(desc(topUps.createdAt))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const all = await db
        .select({ id: topUps.id })
        .from(topUps)
        .where(eq(topUps.schoolId, school));
      return { items: rows.map((r) => toTopUp(r)), total: all.length, page, pageSize };
    },

    async receipt(auth: AuthContext, id: string): Promise<Receipt> {
      const school = schoolOf(auth);
      const [row] = await db
        .select()
        .from(topUps)
        .where(and(eq(topUps.id, id), eq(topUps.schoolId, school)));
      if (!row || row.status !== 'succeeded' || !row.receiptNumber) throw notFound('The receipt');
      const profile = await createSchoolRepository(db).findById(school);
      const address = profile
        ? [
            profile.street,
            [profile.postalCode, profile.city].filter(Boolean).join(' '),
            profile.country,
          ]
            .filter(Boolean)
            .join(', ') || null
        : null;
      return {
        number: row.receiptNumber,
        date: (row.completedAt ?? row.createdAt).toISOString(),
        school: { id: school, name: profile?.name ?? '', address },
        credits: row.credits,
        priceCents: row.priceCents,
        currency: row.currency,
        cardBrand: row.cardBrand,
        cardLast4: row.cardLast4,
        paidBy: row.createdByName,
      };
    },

    /** Platform admin: a manual credit (positive) or debit (negative), with a memo. */
    async adjust(
      auth: AuthContext,
      body: { schoolId: string; amount: number; memo: string },
      key: string,
    ): Promise<OnceAnswer> {
      if (!(await createSchoolRepository(db).findById(body.schoolId))) throw notFound('The school');
      return once(
        db,
        `user:${auth.user.id}`,
        key,
        requestHash('POST /api/wallet/adjustments', body),
        clock(),
        async (tx) => {
          const row = await walletTransfer(
            tx,
            body.schoolId,
            body.amount > 0 ? 'in' : 'out',
            'adjustments',
            {
              amount: Math.abs(body.amount),
              kind: 'adjustment',
              memo: body.memo,
              actor: { userId: auth.user.id, name: nameOf(auth) },
            },
          );
          if (!row) {
            const balance = (await createLedgerRepository(tx).walletAccount(body.schoolId)).balance;
            return {
              status: 409,
              body: {
                error: {
                  code: 'insufficient_credits',
                  message: `The wallet holds only ${credits(balance)} credits.`,
                },
                balance,
              },
            };
          }
          const balance = body.amount > 0 ? row.toBalanceAfter : row.fromBalanceAfter;
          return {
            status: 201,
            body: {
              id: row.id,
              kind: row.kind,
              amount: body.amount,
              balanceAfter: balance,
              reference: null,
              memo: row.memo,
              by: row.actorName,
              createdAt: row.createdAt.toISOString(),
            },
          };
        },
      );
    },

    /**
     * Spends credits of a school for a later module (appointments, classes). Runs once per
     * idempotency key; not enough credits is a 409 carrying the current balance.
     */
    async spend(
      schoolId: string,
      amount: number,
      reference: string,
      key: string,
      actor: Actor,
    ): Promise<{ transferId: string; balance: number }> {
      if (!Number.isInteger(amount) || amount <= 0)
        throw new Error('spend amount must be a positive integer');
      const answer = await once(
        db,
        `spend:${schoolId}`,
        key,
        requestHash('spend', { amount, reference }),
        clock(),
        async (tx) => {
          const row = await walletTransfer(tx, schoolId, 'out', 'revenue', {
            amount,
            kind: 'spend',
            reference,
            actor,
          });
          if (!row) {
            const balance = (await createLedgerRepository(tx).walletAccount(schoolId)).balance;
            return { status: 409, body: { balance } };
          }
          return { status: 200, body: { transferId: row.id, balance: row.fromBalanceAfter } };
        },
      );
      if (answer.status === 409) {
        const { balance } = answer.body as { balance: number };
        throw new AppError(
          'insufficient_credits',
          `Not enough credits: the wallet holds ${credits(balance)}, this needs ${credits(amount)}.`,
        );
      }
      return answer.body as { transferId: string; balance: number };
    },

    /** Gives credits back to a school (e.g. a cancelled appointment), once per key. */
    async refund(
      schoolId: string,
      amount: number,
      reference: string,
      key: string,
      actor: Actor,
    ): Promise<{ transferId: string; balance: number }> {
      const answer = await once(
        db,
        `refund:${schoolId}`,
        key,
        requestHash('refund', { amount, reference }),
        clock(),
        async (tx) => {
          const row = await walletTransfer(tx, schoolId, 'in', 'refunds', {
            amount,
            kind: 'refund',
            reference,
            actor,
          });
          if (!row) throw new Error('a refund could not be credited');
          return { status: 200, body: { transferId: row.id, balance: row.toBalanceAfter } };
        },
      );
      return answer.body as { transferId: string; balance: number };
    },

    /** Undoes a transfer with an opposite one (never an edit); a transfer is reversed at most once. */
    async reverse(
      transferId: string,
      key: string,
      actor: Actor,
    ): Promise<
      { transferId: string } | { error: 'insufficient_credits' | 'not_found' | 'already_reversed' }
    > {
      const original = await ledger.findTransfer(transferId);
      if (!original || original.kind === 'reversal') return { error: 'not_found' };
      const answer = await once(
        db,
        `reverse:${transferId}`,
        key,
        requestHash('reverse', { transferId }),
        clock(),
        async (tx) => {
          try {
            // A savepoint, so a second reversal's unique-index clash leaves the transaction usable.
            const row = await tx.transaction((savepoint) =>
              createLedgerRepository(savepoint).transfer({
                fromAccountId: original.toAccountId,
                toAccountId: original.fromAccountId,
                amount: original.amount,
                kind: 'reversal',
                reference: original.reference,
                memo: `Reversal of ${original.id}`,
                actorUserId: actor.userId,
                actorName: actor.name,
                reversesTransferId: original.id,
                at: clock(),
              }),
            );
            return row
              ? { status: 200, body: { transferId: row.id } }
              : { status: 409, body: { error: 'insufficient_credits' } };
          } catch (error) {
            if (isUniqueViolation(error))
              return { status: 409, body: { error: 'already_reversed' } };
            throw error;
          }
        },
      );
      return answer.body as
        { transferId: string } | { error: 'insufficient_credits' | 'already_reversed' };
    },

    invariants: () => ledger.invariants(),
  };
}
export type WalletService = ReturnType<typeof createWalletService>;
