import { useCallback } from 'react';
import { useListSearchParams } from '../../../hooks/use-list-search-params';
import { param, type ListParams } from '../../../lib/list-params';
import { addDays, startOfZonedDay } from '../../../lib/zoned-time';
import { historyRanges } from '../api/get-history';
import { transferKindList } from './kinds';

/** The wallet page's table and chart state, in the URL: a reload or a shared link shows the same view. */
const walletSpec = {
  page: param.page(),
  kind: param.oneOf(transferKindList),
  /** Calendar days (YYYY-MM-DD) of the date filter, on the school's clock. */
  from: param.day(),
  to: param.day(),
  days: param.oneOf(historyRanges, 30),
};
// The chart's range does not change the transactions table, so its page stays.
const options = { keepPage: ['days'] } as const;

export type WalletSearch = ListParams<typeof walletSpec>;
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
