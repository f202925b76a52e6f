import type { ListResponse } from '@school/shared/common/list.contract';
import type { TopUp } from '@school/shared/wallet/wallet.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { walletKeys } from './wallet-keys';

export function getTopUps(
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<ListResponse<TopUp>> {
  return apiFetch<ListResponse<TopUp>>(`/wallet/top-ups?page=${page}&pageSize=${pageSize}`, {
    signal,
  });
}

/** GET /api/wallet/top-ups: card payments, newest first (receipts are the successful ones). */
export function useTopUps(page: number, pageSize: number) {
  return useQuery({
    queryKey: walletKeys.topUps(page, pageSize),
    queryFn: ({ signal }) => getTopUps(page, pageSize, signal),
  });
}
