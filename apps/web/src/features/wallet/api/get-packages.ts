import type { CreditPackage } from '@school/shared/wallet/wallet.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { walletKeys } from './wallet-keys';

export type PackagesResponse = {
  items: CreditPackage[];
  unitPriceCents: number;
  currency: string;
  customMin: number;
  customMax: number;
  sandbox: boolean;
};

export function getPackages(signal?: AbortSignal): Promise<PackagesResponse> {
  return apiFetch<PackagesResponse>('/wallet/packages', { signal });
}

/** GET /api/wallet/packages: fixed packages, the custom-amount price and the sandbox flag. */
export function usePackages() {
  return useQuery({
    queryKey: walletKeys.packages(),
    queryFn: ({ signal }) => getPackages(signal),
    staleTime: 5 * 60_000,
  });
}
