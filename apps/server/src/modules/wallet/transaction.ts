import type { TransferAbout, WalletTransaction } from '@school/shared/wallet/wallet.contract';
import type { TransferRow } from './ledger.repository.ts';

/** What a page of transfers is told about them beyond their rows (the statement's `contextOf`). */
export type TransferContext = {
  about?: ReadonlyMap<string, TransferAbout>;
  reversed?: ReadonlyMap<string, Pick<TransferRow, 'id' | 'kind' | 'createdAt'>>;
};

/** A transfer as the wallet `walletId` sees it: positive in, negative out. */
export function toTransaction(
  t: TransferRow,
  walletId: string,
  context: TransferContext = {},
): WalletTransaction {
  const incoming = t.toAccountId === walletId;
  const reversed = t.reversesTransferId ? context.reversed?.get(t.reversesTransferId) : undefined;
  return {
    id: t.id,
    kind: t.kind,
    amount: incoming ? t.amount : -t.amount,
    balanceAfter: incoming ? t.toBalanceAfter : t.fromBalanceAfter,
    reference: t.reference,
    memo: t.memo,
    about: (t.reference && context.about?.get(t.reference)) || null,
    reverses: reversed
      ? { id: reversed.id, kind: reversed.kind, createdAt: reversed.createdAt.toISOString() }
      : null,
    by: t.actorName,
    createdAt: t.createdAt.toISOString(),
  };
}
