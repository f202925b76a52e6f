import type { TopUp } from '@school/shared/wallet/wallet.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
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
