import type { TopUp } from '@school/shared/wallet/wallet.contract';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { actingSchool } from '../../../lib/chosen-school';
import { readWalletSearch } from '../lib/wallet-search-spec';
import { getHistory } from './get-history';
import { walletKeys } from './wallet-keys';

export type WalletSummary = {
  schoolId: string;
  balance: number;
  lowBalanceThreshold: number;
  currency: string;
  pendingTopUps: TopUp[];
};

export function getWallet(signal?: AbortSignal): Promise<WalletSummary> {
  return apiFetch<WalletSummary>('/wallet', { signal });
}

/** GET /api/wallet: balance, alert threshold and top-ups waiting for confirmation. */
export function useWallet(enabled = true) {
  return useQuery({
    queryKey: walletKeys.summary(),
    queryFn: ({ signal }) => getWallet(signal),
    enabled,
  });
}

/** The wallet page's first screen for an address: the balance and the history's range. */
export function prefetchWalletPage(queryClient: QueryClient, search: URLSearchParams): void {
  // Without a school (the platform admin before choosing one) the page asks for nothing.
  if (!actingSchool().id) return;
  const { days } = readWalletSearch(search);
  void queryClient.prefetchQuery({
    queryKey: walletKeys.summary(),
    queryFn: ({ signal }) => getWallet(signal),
  });
  void queryClient.prefetchQuery({
    queryKey: walletKeys.history(days),
    queryFn: ({ signal }) => getHistory(days, signal),
  });
}
