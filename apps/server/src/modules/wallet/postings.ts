import type { Database } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { SchoolService } from '../school/school.service.ts';
import {
  createLedgerRepository,
  type SystemAccount,
  type TransferRow,
} from './ledger.repository.ts';
import { createWalletAlertsRepository } from './wallet-alerts.repository.ts';

type Deps = {
  audit: AuditService;
  notifications: NotificationsService;
  school: SchoolService;
  clock: () => Date;
};

export type Posting = {
  amount: number;
  kind: TransferRow['kind'];
  reference?: string | null;
  memo?: string | null;
  actor: Actor;
};

export const formatCredits = (n: number) => n.toLocaleString('en');

/**
 * Moves credits into or out of a school's wallet against a platform account, inside the caller's
 * transaction, with what every wallet movement brings: the audit entry and the low-balance alert.
 */
export function createPostings({ audit, notifications, school, clock }: Deps) {
  /** Alerts once when the balance falls below the threshold; re-arms once it is back above. */
  async function checkThreshold(
    tx: Database,
    schoolId: string,
    threshold: number,
    before: number,
    after: number,
  ) {
    const alerts = createWalletAlertsRepository(tx);
    if (after >= threshold) {
      if (before < threshold) await alerts.rearm(schoolId);
      return;
    }
    if (before < threshold || !(await alerts.fire(schoolId, clock()))) return;
    await notifications.notify(
      {
        to: { schoolId, roles: ['sadmin'] },
        type: 'wallet_low_balance',
        params: { balance: after, threshold },
        sender: { name: 'Wallet' },
        url: '/credits-top-up',
        schoolId,
      },
      tx,
    );
  }

  /** Null when the wallet holds too little for an outgoing posting; nothing has moved then. */
  async function post(
    tx: Database,
    schoolId: string,
    direction: 'in' | 'out',
    system: SystemAccount,
    posting: Posting,
  ): Promise<TransferRow | null> {
    const ledger = createLedgerRepository(tx);
    // Read before the transfer: from the transfer on, the wallet's row is locked until the commit.
    const threshold = (await school.find(schoolId, tx))?.lowBalanceThreshold ?? 100;
    const { wallet, other } = await ledger.postingAccounts(schoolId, system);
    const row = await ledger.transfer({
      fromAccountId: direction === 'in' ? other : wallet.id,
      toAccountId: direction === 'in' ? wallet.id : other,
      amount: posting.amount,
      kind: posting.kind,
      reference: posting.reference,
      memo: posting.memo,
      actorUserId: posting.actor.userId,
      actorName: posting.actor.name,
      at: clock(),
    });
    if (!row) return null;
    const after = direction === 'in' ? row.toBalanceAfter : row.fromBalanceAfter;
    const before = direction === 'in' ? after - posting.amount : after + posting.amount;
    await checkThreshold(tx, schoolId, threshold, before, after);
    await audit.record(
      {
        action: 'wallet.transfer',
        actorUserId: posting.actor.userId,
        schoolId,
        target: row.id,
        details: {
          kind: posting.kind,
          amount: direction === 'in' ? posting.amount : -posting.amount,
          reference: posting.reference ?? null,
        },
      },
      tx,
    );
    return row;
  }

  return { post };
}
export type Postings = ReturnType<typeof createPostings>;
