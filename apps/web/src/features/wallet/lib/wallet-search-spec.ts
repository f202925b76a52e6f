import { historyRanges } from '@school/shared/wallet/wallet.rules';
import { param, readListParams, type ListParams } from '../../../lib/list-params';
import { transferKindList } from './kinds';

/**
 * The wallet page's table and chart state, in the URL: a reload or a shared link shows the same
 * view. Kept apart from the page's hooks so that its route reads an address with it (preloadData).
 */
export const walletSpec = {
  page: param.page(),
  kind: param.oneOf(transferKindList),
  /** Calendar days (YYYY-MM-DD) of the date filter, on the school's clock. */
  from: param.day(),
  to: param.day(),
  days: param.oneOf(historyRanges, 30),
};

export type WalletSearch = ListParams<typeof walletSpec>;

/** The view an address shows. */
export function readWalletSearch(search: URLSearchParams): WalletSearch {
  return readListParams(walletSpec, search);
}
