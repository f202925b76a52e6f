import type { TransferKind } from '@school/shared/wallet/wallet.contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { historyRanges, type HistoryDays } from '../api/get-history';
import { isTransferKind } from './kinds';

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

export type WalletSearch = {
  page: number;
  kind: TransferKind | null;
  /** Calendar days (YYYY-MM-DD) of the date filter, in the user's time zone. */
  from: string | null;
  to: string | null;
  days: HistoryDays;
};

export type WalletSearchChange = Partial<WalletSearch>;

function readDay(value: string | null): string | null {
  return value && dayPattern.test(value) && !Number.isNaN(Date.parse(value)) ? value : null;
}

/** Start and end of the chosen days as the API's ISO date-times. */
export function dayRangeToIso(from: string | null, to: string | null) {
  return {
    ...(from ? { from: new Date(`${from}T00:00:00`).toISOString() } : {}),
    ...(to ? { to: new Date(`${to}T23:59:59.999`).toISOString() } : {}),
  };
}

/** The wallet page keeps its table and chart state in the URL, so a reload or a shared link shows the same view. */
export function useWalletSearch(): [WalletSearch, (change: WalletSearchChange) => void] {
  const [params, setParams] = useSearchParams();
  const search = useMemo<WalletSearch>(() => {
    const page = Number(params.get('page'));
    const kind = params.get('kind');
    const days = Number(params.get('days'));
    return {
      page: Number.isInteger(page) && page > 1 ? page : 1,
      kind: isTransferKind(kind) ? kind : null,
      from: readDay(params.get('from')),
      to: readDay(params.get('to')),
      days: historyRanges.find((range) => range === days) ?? 30,
    };
  }, [params]);

  const update = useCallback(
    (change: WalletSearchChange) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const filterChanged = 'kind' in change || 'from' in change || 'to' in change;
          const set = (key: string, value: string | number | null | undefined, omit?: unknown) => {
            if (value === undefined) return;
            if (value === null || value === omit) next.delete(key);
            else next.set(key, String(value));
          };
          set('kind', change.kind);
          set('from', change.from);
          set('to', change.to);
          set('days', change.days, 30);
          if (change.page !== undefined) set('page', change.page, 1);
          else if (filterChanged) next.delete('page');
          return next;
        },
        { replace: change.page === undefined },
      );
    },
    [setParams],
  );
  return [search, update];
}
