import { useCallback } from 'react';
import { useListSearchParams } from '../../../hooks/use-list-search-params';
import { param, type ListParams } from '../../../lib/list-params';
import { historyRanges } from '../api/get-history';
import { transferKindList } from './kinds';

/** The wallet page's table and chart state, in the URL: a reload or a shared link shows the same view. */
const walletSpec = {
  page: param.page(),
  kind: param.oneOf(transferKindList),
  /** Calendar days (YYYY-MM-DD) of the date filter, in the user's time zone. */
  from: param.day(),
  to: param.day(),
  days: param.oneOf(historyRanges, 30),
};
// The chart's range does not change the transactions table, so its page stays.
const options = { keepPage: ['days'] } as const;

export type WalletSearch = ListParams<typeof walletSpec>;
export type WalletSearchChange = Partial<WalletSearch>;

/** Start and end of the chosen days as the API's ISO date-times. */
export function dayRangeToIso(from: string | null, to: string | null) {
  return {
    ...(from ? { from: new Date(`${from}T00:00:00`).toISOString() } : {}),
    ...(to ? { to: new Date(`${to}T23:59:59.999`).toISOString() } : {}),
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
