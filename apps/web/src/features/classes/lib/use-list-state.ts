import { useCallback, useMemo } from 'react';
import type { PagerProps } from '../../../components/pager';
import { useListSearchParams } from '../../../hooks/use-list-search-params';
import { param, sortToString, type ListParams } from '../../../lib/list-params';
import type { ClassListParams } from '../api/get-classes';
import { nextDay, toZonedIso } from './local-time';
import { pageSizes, phaseOptions, sortOptions, statusOptions } from './options';

function classListSpec(sort: string) {
  const initialSort = param.sort(sortOptions, { key: 'firstStartsAt', desc: false }).read(sort);
  return {
    page: param.page(),
    pageSize: param.oneOf(pageSizes, 20),
    sort: param.sort(sortOptions, initialSort),
    q: param.text(),
    status: param.oneOf(statusOptions),
    phase: param.oneOf(phaseOptions),
    subjectId: param.optional(),
    tutorId: param.optional(),
    /** `YYYY-MM-DD` days on the school's calendar, both included. */
    from: param.day(),
    to: param.day(),
  };
}

type ClassListSpec = ReturnType<typeof classListSpec>;

/** A class list's filters, search, sort (as the API's `-key` text) and page, kept in the URL. */
export type ListState = Omit<ListParams<ClassListSpec>, 'sort'> & { sort: string };

/** `timeZone`: the school's, in which the `from` and `to` days begin. */
export function toApiParams(state: ListState, timeZone: string): ClassListParams {
  return {
    q: state.q.trim() || undefined,
    status: state.status ?? undefined,
    phase: state.phase ?? undefined,
    subjectId: state.subjectId ?? undefined,
    tutorId: state.tutorId ?? undefined,
    from: toZonedIso(state.from, '00:00', timeZone) ?? undefined,
    to: state.to ? (toZonedIso(nextDay(state.to), '00:00', timeZone) ?? undefined) : undefined,
    sort: state.sort,
    page: state.page,
    pageSize: state.pageSize,
  };
}

/** `sort`: the page's own order when the address names none. */
export function useListState(defaults: { sort: string }) {
  const spec = useMemo(() => classListSpec(defaults.sort), [defaults.sort]);
  const { params, update: change, reset } = useListSearchParams(spec);
  const state = useMemo<ListState>(
    () => ({ ...params, sort: sortToString(params.sort) }),
    [params],
  );

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
