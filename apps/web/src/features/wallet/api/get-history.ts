import type { TransferKind } from '@school/shared/wallet/wallet.contract';
import type { HistoryRange } from '@school/shared/wallet/wallet.rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { walletKeys } from './wallet-keys';

export { historyRanges } from '@school/shared/wallet/wallet.rules';
export type HistoryDays = HistoryRange;

export type WalletHistory = {
  points: { date: string; balance: number }[];
  byKind: { kind: TransferKind; credits: number }[];
};

export function getHistory(days: HistoryDays, signal?: AbortSignal): Promise<WalletHistory> {
  return apiFetch<WalletHistory>(`/wallet/history?days=${days}`, { signal });
}

/** GET /api/wallet/history: the daily closing balance and the credits moved by kind. */
export function useHistory(days: HistoryDays) {
  return useQuery({
    queryKey: walletKeys.history(days),
    queryFn: ({ signal }) => getHistory(days, signal),
    placeholderData: keepPreviousData,
  });
}
