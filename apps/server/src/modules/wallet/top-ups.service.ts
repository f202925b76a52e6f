import type { TopUpBody } from '@school/shared/wallet/wallet.contract';
import type { Database } from '../../db/client.ts';
import { actorOf, type Actor } from '../../lib/actor.ts';
import { notFound } from '../../lib/app-error.ts';
import { schoolScope } from '../../lib/school-scope.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import type { FeedsService } from '../feeds/feeds.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { SchoolService } from '../school/school.service.ts';
import { once, requestHash } from './idempotency.ts';
import { createLedgerRepository } from './ledger.repository.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';
import type { Postings } from './postings.ts';
import { createTopUpPricing, type Pricing } from './top-up-pricing.ts';
import { toReceipt, toTopUp, type TopUpOutcome } from './top-up.ts';
import { createTopUpsRepository, type TopUpRow } from './top-ups.repository.ts';

/** How a request for another school's wallet is refused: 404 The wallet was not found. */
const walletTexts = { what: 'The wallet' };
type Deps = {
  db: Database;
  notifications: NotificationsService;
  feeds: Pick<FeedsService, 'recordActivity'>;
  school: SchoolService;
  postings: Postings;
  provider: PaymentProvider;
  clock: () => Date;
  pricing: Pricing;
};

/** Card top-ups: a charge through the payment provider, then the credits posted exactly once. */
export function createTopUpsService({
  db,
  notifications,
  feeds,
  school: schools,
  postings,
  provider,
  clock,
  pricing,
}: Deps) {
  const prices = createTopUpPricing(pricing, provider.sandbox);

  /** Posts a successful top-up's credits once: the pending → succeeded move is guarded. */
  async function settle(tx: Database, row: TopUpRow, actor: Actor): Promise<TopUpOutcome> {
    const topUps = createTopUpsRepository(tx);
    const claimed = await topUps.markSucceeded(row.id, clock());
    if (!claimed) {
      const balance = (await createLedgerRepository(tx).walletAccount(row.schoolId)).balance;
      return { kind: 'succeeded', topUp: toTopUp(row, balance) };
    }
    const transfer = await postings.post(tx, row.schoolId, 'in', 'card_clearing', {
      amount: row.credits,
      kind: 'top_up',
      reference: `top-up:${row.id}`,
      memo: `Card top-up (${row.cardBrand} •••• ${row.cardLast4})`,
      actor,
    });
    if (!transfer) throw new Error('a top-up could not be credited');
    const receiptNumber = `R-${transfer.createdAt.getUTCFullYear()}-${String(transfer.seq).padStart(7, '0')}`;
    const done = await topUps.attachReceipt(row.id, transfer.id, receiptNumber);
    await notifications.notify(
      {
        to: { schoolId: row.schoolId, roles: ['sadmin'] },
        type: 'wallet_topped_up',
        params: { credits: row.credits, receipt: receiptNumber },
        sender: { userId: actor.userId, name: actor.name },
        url: '/wallet',
        schoolId: row.schoolId,
      },
      tx,
    );
    // Money is the staff's business: the feed item reaches staff only.
    await feeds.recordActivity(tx, {
      schoolId: row.schoolId,
      type: 'wallet_topped_up',
      params: { credits: row.credits },
      link: '/wallet',
      audience: 'staff',
      actorId: actor.userId,
    });
    return { kind: 'succeeded', topUp: toTopUp(done ?? claimed, transfer.toBalanceAfter) };
  }

  return {
    packages: () => prices.catalogue(),

    /** Charges a card and posts the credits once; a decline is an outcome, remembered like any. */
    async create(auth: AuthContext, body: TopUpBody, key: string) {
      const school = schoolScope(auth);
      const now = clock();
      const quote = prices.quote(body, now);
      const actor = actorOf(auth);
      // The key's record carries no card data: the hash covers it, the stored outcome does not.
      const hash = requestHash('POST /api/wallet/top-ups', body);
      return once<TopUpOutcome>(db, `user:${auth.user.id}`, key, hash, now, async (tx) => {
        const charge = await provider.charge({
          amountCents: quote.priceCents,
          currency: pricing.currency,
          card: quote.card,
          description: `${quote.credits} credits`,
        });
        const failed = charge.status === 'failed';
        const row = await createTopUpsRepository(tx).insert({
          schoolId: school,
          credits: quote.credits,
          priceCents: quote.priceCents,
          currency: pricing.currency,
          status: failed ? 'failed' : 'pending',
          provider: provider.name,
          providerRef: charge.ref,
          cardBrand: quote.brand,
          cardLast4: quote.last4,
          failureReason: failed ? charge.reason : null,
          createdBy: auth.user.id,
          createdByName: actor.name,
          createdAt: now,
          completedAt: failed ? now : null,
        });
        if (charge.status === 'failed')
          return { kind: 'declined', reason: charge.reason, topUp: toTopUp(row) };
        if (charge.status === 'requires_confirmation')
          return { kind: 'pending', topUp: toTopUp(row) };
        return settle(tx, row, actor);
      });
    },

    /** Confirms a pending top-up; a second confirmation changes nothing and answers the same. */
    async confirm(auth: AuthContext, id: string, key: string) {
      const school = schoolScope(auth);
      if (!(await createTopUpsRepository(db).findInSchool(id, school)))
        throw notFound('The top-up');
      const hash = requestHash(`POST /api/wallet/top-ups/${id}/confirm`, {});
      return once<TopUpOutcome>(db, `user:${auth.user.id}`, key, hash, clock(), async (tx) => {
        const topUps = createTopUpsRepository(tx);
        const current = await topUps.lock(id);
        if (!current) throw notFound('The top-up');
        if (current.status === 'failed') return { kind: 'already_failed' };
        if (current.status === 'succeeded') {
          const balance = (await createLedgerRepository(tx).walletAccount(school)).balance;
          return { kind: 'succeeded', topUp: toTopUp(current, balance) };
        }
        const result = await provider.confirm(current.providerRef);
        if (result.status === 'succeeded') return settle(tx, current, actorOf(auth));
        const reason =
          result.status === 'failed' ? result.reason : 'The payment still needs confirmation.';
        const failed = await topUps.markFailed(id, reason, clock());
        return { kind: 'declined', reason, topUp: failed ? toTopUp(failed) : null };
      });
    },

    async list(auth: AuthContext, page: number, pageSize: number, schoolId?: string) {
      const school = schoolScope(auth, schoolId, walletTexts);
      const { items, total } = await createTopUpsRepository(db).pageOf(
        school,
        pageSize,
        (page - 1) * pageSize,
      );
      return { items: items.map((r) => toTopUp(r)), total, page, pageSize };
    },

    async receipt(auth: AuthContext, id: string) {
      const school = schoolScope(auth);
      const row = await createTopUpsRepository(db).findInSchool(id, school);
      if (!row || row.status !== 'succeeded' || !row.receiptNumber) throw notFound('The receipt');
      return toReceipt(row, row.receiptNumber, await schools.find(school));
    },
  };
}
export type TopUpsService = ReturnType<typeof createTopUpsService>;
