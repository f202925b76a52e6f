import type { Receipt } from '@school/shared/wallet/wallet.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { walletKeys } from './wallet-keys';

export function getReceipt(id: string, signal?: AbortSignal): Promise<Receipt> {
  return apiFetch<Receipt>(`/wallet/top-ups/${encodeURIComponent(id)}/receipt`, { signal });
}

/** GET /api/wallet/top-ups/:id/receipt: a receipt never changes once issued. */
export function useReceipt(id: string, enabled = true) {
  return useQuery({
    queryKey: walletKeys.receipt(id),
    queryFn: ({ signal }) => getReceipt(id, signal),
    staleTime: Infinity,
    enabled,
  });
}
