import { param, readListParams, sortToString, type ListParams } from '../../../lib/list-params';
import type { ClassListParams } from '../api/get-classes';
import { pageSizes, phaseOptions, sortOptions, statusOptions } from './options';

/**
 * A class list's view in the address bar. Kept apart from the page's hooks and the time zone
 * helpers (luxon), so that the routes can read an address without loading them (preloadData).
 */
export function classListSpec(sort: string) {
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

export function toListState(params: ListParams<ClassListSpec>): ListState {
  return { ...params, sort: sortToString(params.sort) };
}

/** The list state an address shows, for a page whose own order is `sort`. */
export function readListState(search: URLSearchParams, sort: string): ListState {
  return toListState(readListParams(classListSpec(sort), search));
}

/** Each list's own order when the address names none. */
export const listSorts = {
  view: '-firstStartsAt',
  approval: 'createdAt',
  current: 'firstStartsAt',
  completed: '-firstStartsAt',
} as const;

/** The page of a list and its order. */
const paging = (state: ListState) => ({
  sort: state.sort,
  page: state.page,
  pageSize: state.pageSize,
});

/**
 * What each class list asks the API for, from its state: the page reads its list with it, and its
 * route's preloadData asks for the same (one query) while the page's code is still on its way.
 * The view's days (`from`, `to`) begin in the school's zone; `viewFilters` leaves them to the page.
 */
export const listQueries = {
  viewFilters: (state: ListState): ClassListParams => ({
    q: state.q.trim() || undefined,
    status: state.status ?? undefined,
    phase: state.phase ?? undefined,
    subjectId: state.subjectId ?? undefined,
    tutorId: state.tutorId ?? undefined,
    ...paging(state),
  }),
  approval: (state: ListState): ClassListParams => ({
    status: 'pending_approval',
    ...paging({ ...state, sort: listSorts.approval }),
  }),
  ongoing: (state: ListState): ClassListParams => ({ phase: 'ongoing', ...paging(state) }),
  /** `week`: the instants the tab fixed when it opened (so never asked for ahead). */
  upcoming: (state: ListState, week: { from: string; to: string }): ClassListParams => ({
    phase: 'upcoming',
    ...week,
    ...paging(state),
  }),
  completed: (state: ListState): ClassListParams => ({ phase: 'completed', ...paging(state) }),
};
