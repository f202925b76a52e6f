import { useCallback, useMemo } from 'react';
import type { PagerProps } from '../../../components/pager';
import { useListSearchParams } from '../../../hooks/use-list-search-params';
import type { ClassListParams } from '../api/get-classes';
import { classListSpec, listQueries, toListState, type ListState } from './class-list-spec';
import { nextDay, toZonedIso } from './local-time';
import { pageSizes } from './options';

export type { ListState } from './class-list-spec';

/** The view's query: its filters, and its days from the start of `from` to the end of `to` in the
 * school's zone (`timeZone`). */
export function toApiParams(state: ListState, timeZone: string): ClassListParams {
  return {
    ...listQueries.viewFilters(state),
    from: toZonedIso(state.from, '00:00', timeZone) ?? undefined,
    to: state.to ? (toZonedIso(nextDay(state.to), '00:00', timeZone) ?? undefined) : undefined,
  };
}

/** `sort`: the page's own order when the address names none. */
export function useListState(defaults: { sort: string }) {
  const spec = useMemo(() => classListSpec(defaults.sort), [defaults.sort]);
  const { params, update: change, reset } = useListSearchParams(spec);
  const state = useMemo<ListState>(() => toListState(params), [params]);

  /** Any change but the page itself starts again at page 1. Typing replaces the history entry. */
  const update = useCallback(
    ({ sort, ...patch }: Partial<ListState>) => {
      const sortPatch = sort === undefined ? {} : { sort: spec.sort.read(sort) };
      change({ ...patch, ...sortPatch }, 'q' in patch);
    },
    [change, spec],
  );

  /** The pager of a page of this list (none until the list has loaded). */
  const pager = useCallback(
    (list: { total: number } | undefined): PagerProps | null =>
      list
        ? {
            page: state.page,
            pageSize: state.pageSize,
            total: list.total,
            onPage: (page) => update({ page }),
            pageSizes,
            onPageSize: (pageSize) => update({ pageSize }),
          }
        : null,
    [state.page, state.pageSize, update],
  );

  return { state, update, reset, pager };
}
