import type { MantineColor } from '@mantine/core';
import { transferKinds, type TransferKind } from '@school/shared/wallet/wallet.rules';

/** The ledger's movement kinds. */
export const transferKindList = transferKinds;

export const kindColors: Record<TransferKind, MantineColor> = {
  top_up: 'teal',
  spend: 'red',
  refund: 'blue',
  adjustment: 'grape',
  reversal: 'gray',
};

export function isTransferKind(value: unknown): value is TransferKind {
  return transferKindList.some((kind) => kind === value);
}
