import type { WalletTransaction } from '@school/shared/wallet/wallet.contract';
import type { TransferRow } from './ledger.repository.ts';

/** A transfer as the wallet `walletId` sees it: positive in, negative out. */
export function toTransaction(t: TransferRow, walletId: string): WalletTransaction {
  const incoming = t.toAccountId === walletId;
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
}
