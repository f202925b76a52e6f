import type { ListResponse } from '@school/shared/common/list.contract';
import type { WalletTransaction } from '@school/shared/wallet/wallet.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { filterParams, walletKeys, type TransactionFilters } from './wallet-keys';

export type TransactionQuery = TransactionFilters & { page: number; pageSize: number };

export function getTransactions(
  query: TransactionQuery,
  signal?: AbortSignal,
): Promise<ListResponse<WalletTransaction>> {
  const params = filterParams(query);
  params.set('page', String(query.page));
  params.set('pageSize', String(query.pageSize));
  return apiFetch<ListResponse<WalletTransaction>>(`/wallet/transactions?${params}`, { signal });
}

/** GET /api/wallet/transactions: newest first, each with the balance after it. */
export function useTransactions(query: TransactionQuery) {
  return useQuery({
    queryKey: walletKeys.transactions(query),
    queryFn: ({ signal }) => getTransactions(query, signal),
    placeholderData: keepPreviousData,
  });
}
