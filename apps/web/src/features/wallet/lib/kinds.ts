import type { MantineColor } from '@mantine/core';
import type { TransferKind } from '@school/shared/wallet/wallet.contract';

/** The ledger's movement kinds (wallet.contract transferKinds), kept here so pages load no zod. */
export const transferKindList = [
  'top_up',
  'spend',
  'refund',
  'adjustment',
  'reversal',
] as const satisfies readonly TransferKind[];

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
