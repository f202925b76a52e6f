import type { TransferKind } from '@school/shared/wallet/wallet.contract';

export type TransactionFilters = {
  kind?: TransferKind;
  /** ISO date-times (with offset) bounding the range, as the API takes them. */
  from?: string;
  to?: string;
};

/** Every wallet query starts with 'wallet', so one invalidation refreshes the page after a payment. */
export const walletKeys = {
  all: ['wallet'] as const,
  summary: () => ['wallet', 'summary'] as const,
  packages: () => ['wallet', 'packages'] as const,
  history: (days: number) => ['wallet', 'history', days] as const,
  transactions: (filters: TransactionFilters & { page: number; pageSize: number }) =>
    ['wallet', 'transactions', filters] as const,
  topUps: (page: number, pageSize: number) => ['wallet', 'top-ups', page, pageSize] as const,
  receipt: (id: string) => ['wallet', 'receipt', id] as const,
};

export function filterParams(filters: TransactionFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  return params;
}
