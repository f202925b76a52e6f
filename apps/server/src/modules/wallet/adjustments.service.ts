import type { WalletTransaction } from '@school/shared/wallet/wallet.contract';
import type { Database } from '../../db/client.ts';
import { actorOf } from '../../lib/actor.ts';
import { notFound } from '../../lib/app-error.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import type { SchoolService } from '../school/school.service.ts';
import { once, requestHash } from './idempotency.ts';
import { createLedgerRepository } from './ledger.repository.ts';
import type { Postings } from './postings.ts';
import { toTransaction } from './transaction.ts';

type Deps = { db: Database; schools: SchoolService; postings: Postings; clock: () => Date };
type AdjustmentBody = { schoolId: string; amount: number; memo: string };

export type AdjustmentOutcome =
  | { kind: 'adjusted'; transaction: WalletTransaction }
  | { kind: 'insufficient_credits'; balance: number };

/** Platform admin: a manual credit (positive) or debit (negative) of a school's wallet, with a memo. */
export function createAdjustmentsService({ db, schools, postings, clock }: Deps) {
  return {
    async adjust(auth: AuthContext, body: AdjustmentBody, key: string) {
      if (!(await schools.exists(body.schoolId))) throw notFound('The school');
      const hash = requestHash('POST /api/wallet/adjustments', body);
      return once<AdjustmentOutcome>(db, `user:${auth.user.id}`, key, hash, clock(), async (tx) => {
        const credit = body.amount > 0;
        const row = await postings.post(tx, body.schoolId, credit ? 'in' : 'out', 'adjustments', {
          amount: Math.abs(body.amount),
          kind: 'adjustment',
          memo: body.memo,
          actor: actorOf(auth),
        });
        if (row)
          return {
            kind: 'adjusted',
            transaction: toTransaction(row, credit ? row.toAccountId : row.fromAccountId),
          };
        const { balance } = await createLedgerRepository(tx).walletAccount(body.schoolId);
        return { kind: 'insufficient_credits', balance };
      });
    },
  };
}
export type AdjustmentsService = ReturnType<typeof createAdjustmentsService>;
