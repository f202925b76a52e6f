import { studentSortKeys, studentStatuses } from '@school/shared/students/students.rules';
import {
  param,
  readListParams,
  sortToString,
  type ListParams,
  type Sort as ListSort,
} from '../../../lib/list-params';

export const sortKeys = studentSortKeys;
export const statuses = studentStatuses;

export type SortKey = (typeof sortKeys)[number];
export type Sort = ListSort<SortKey>;

export const pageSizes = [10, 20, 50, 100] as const;
export type PageSize = (typeof pageSizes)[number];

/** The roster's view lives in the address bar, so a reload or a shared link shows the same page. */
export const rosterSpec = {
  page: param.page(),
  pageSize: param.oneOf(pageSizes, 20),
  sort: param.sort(sortKeys, { key: 'lastName', desc: false }),
  q: param.text(),
  status: param.oneOf(statuses),
  grade: param.optional(),
};

export type RosterParams = ListParams<typeof rosterSpec>;

export const defaultRosterParams: RosterParams = readListParams(rosterSpec, new URLSearchParams());

export function readRosterParams(search: URLSearchParams): RosterParams {
  return readListParams(rosterSpec, search);
}

/** The filter part (q, status, grade, sort) as the API's query string, for the list and the export. */
export function filterQuery(params: RosterParams): URLSearchParams {
  const query = new URLSearchParams({ sort: sortToString(params.sort) });
  const q = params.q.trim();
  if (q) query.set('q', q);
  if (params.status) query.set('status', params.status);
  if (params.grade) query.set('grade', params.grade);
  return query;
}

export function hasFilters(params: RosterParams): boolean {
  return params.q.trim() !== '' || params.status !== null || params.grade !== null;
}
