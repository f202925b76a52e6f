import { useCallback } from 'react';
import { useListSearchParams } from '../../../hooks/use-list-search-params';
import { addDays, startOfZonedDay } from '../../../lib/zoned-time';
import { walletSpec, type WalletSearch } from './wallet-search-spec';

// The chart's range does not change the transactions table, so its page stays.
const options = { keepPage: ['days'] } as const;

export type { WalletSearch } from './wallet-search-spec';
export type WalletSearchChange = Partial<WalletSearch>;

/**
 * The chosen days as the API's ISO date-times: from the start of the first day to the start of the
 * day after the last (the API's `to` is exclusive), both on the school's clock (`zone`).
 */
export function dayRangeToIso(from: string | null, to: string | null, zone: string) {
  return {
    ...(from ? { from: startOfZonedDay(from, zone) } : {}),
    ...(to ? { to: startOfZonedDay(addDays(to, 1), zone) } : {}),
  };
}

export function useWalletSearch(): [WalletSearch, (change: WalletSearchChange) => void] {
  const { params, update } = useListSearchParams(walletSpec, options);
  // A filter or range replaces the history entry; paging adds one, so Back pages back.
  const change = useCallback(
    (patch: WalletSearchChange) => update(patch, patch.page === undefined),
    [update],
  );
  return [params, change];
}
