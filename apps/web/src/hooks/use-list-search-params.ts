import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams, type SetURLSearchParams } from 'react-router';
import {
  changeListParams,
  readListParams,
  writeListParams,
  type ListParams,
  type ListSpec,
} from '../lib/list-params';

type Options<S extends ListSpec> = {
  /** Parameters whose change keeps the page (they do not change the list). */
  keepPage?: readonly (keyof S)[];
};

/**
 * A list's page, sort, search and filters, read from and written to the address bar (see
 * `lib/list-params.ts`). `params` keeps its identity while the address stays the same, and
 * `update` and `reset` keep theirs for good, so rows and filters memoised on them are not drawn
 * again. `spec` and `options` are module constants.
 */
export function useListSearchParams<S extends ListSpec>(spec: S, options: Options<S> = {}) {
  const [search, setSearch] = useSearchParams();
  const searchKey = search.toString();
  const params = useMemo(
    () => readListParams(spec, new URLSearchParams(searchKey)),
    [spec, searchKey],
  );
  const latest = useRef<{ setSearch: SetURLSearchParams; search: string }>({
    setSearch,
    search: searchKey,
  });
  useLayoutEffect(() => {
    latest.current = { setSearch, search: searchKey };
  });
  const { keepPage } = options;

  /** `replace`: the change takes the place of the current history entry (typing a search). */
  const update = useCallback(
    (patch: Partial<ListParams<S>>, replace = false) => {
      const current = new URLSearchParams(latest.current.search);
      latest.current.setSearch(changeListParams(spec, current, patch, keepPage), { replace });
    },
    [spec, keepPage],
  );

  /** Every parameter of the spec back to its initial value; others (a tab) stay. */
  const reset = useCallback(() => {
    const initial = Object.fromEntries(
      Object.entries(spec).map(([name, definition]) => [name, definition.initial]),
    ) as ListParams<S>;
    latest.current.setSearch(
      writeListParams(spec, initial, new URLSearchParams(latest.current.search)),
    );
  }, [spec]);

  return { params, update, reset };
}
