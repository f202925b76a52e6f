import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readRosterParams, writeRosterParams, type RosterParams } from './roster-params';

/**
 * The roster's page, size, sort, filters and search, read from and written to the address bar.
 * Any change other than the page itself goes back to page 1.
 */
export function useRosterParams() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readRosterParams(search), [search]);
  const update = useCallback(
    (patch: Partial<RosterParams>, replace = false) => {
      setSearch(
        (current) => writeRosterParams({ ...readRosterParams(current), page: 1, ...patch }),
        {
          replace,
        },
      );
    },
    [setSearch],
  );
  return [params, update] as const;
}
