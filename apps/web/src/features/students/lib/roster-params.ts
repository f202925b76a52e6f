import type {
  StudentStatus,
  studentSortKeys as contractSortKeys,
  studentStatuses as contractStatuses,
} from '@school/shared/students/students.contract';

// The contract module builds zod schemas on load; the roster keeps zod out of its chunk by
// repeating these lists, and the `satisfies` checks fail the build if they drift apart.
export const sortKeys = [
  'lastName',
  'firstName',
  'email',
  'grade',
  'status',
  'enrolledAt',
  'createdAt',
] as const satisfies typeof contractSortKeys;
export const statuses = [
  'active',
  'invited',
  'deactivated',
] as const satisfies typeof contractStatuses;

export type SortKey = (typeof sortKeys)[number];
export type Sort = { key: SortKey; desc: boolean };

export const pageSizes = [10, 20, 50, 100] as const;
export type PageSize = (typeof pageSizes)[number];

export type RosterParams = {
  page: number;
  pageSize: PageSize;
  sort: Sort;
  q: string;
  status: StudentStatus | null;
  grade: string | null;
};

export const defaultRosterParams: RosterParams = {
  page: 1,
  pageSize: 20,
  sort: { key: 'lastName', desc: false },
  q: '',
  status: null,
  grade: null,
};

const isSortKey = (value: string): value is SortKey =>
  (sortKeys as readonly string[]).includes(value);
const isStatus = (value: string | null): value is StudentStatus =>
  value !== null && (statuses as readonly string[]).includes(value);
const isPageSize = (value: number): value is PageSize =>
  (pageSizes as readonly number[]).includes(value);

export function sortToString(sort: Sort): string {
  return `${sort.desc ? '-' : ''}${sort.key}`;
}

function parseSort(value: string | null): Sort {
  if (!value) return defaultRosterParams.sort;
  const desc = value.startsWith('-');
  const key = desc ? value.slice(1) : value;
  return isSortKey(key) ? { key, desc } : defaultRosterParams.sort;
}

/** The roster's view lives in the address bar, so a reload or a shared link shows the same page. */
export function readRosterParams(search: URLSearchParams): RosterParams {
  const page = Number(search.get('page'));
  const pageSize = Number(search.get('pageSize'));
  const status = search.get('status');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: isPageSize(pageSize) ? pageSize : defaultRosterParams.pageSize,
    sort: parseSort(search.get('sort')),
    q: search.get('q') ?? '',
    status: isStatus(status) ? status : null,
    grade: search.get('grade') || null,
  };
}

/** Only what differs from the defaults goes into the address bar. */
export function writeRosterParams(params: RosterParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.q.trim()) search.set('q', params.q);
  if (params.status) search.set('status', params.status);
  if (params.grade) search.set('grade', params.grade);
  const sort = sortToString(params.sort);
  if (sort !== sortToString(defaultRosterParams.sort)) search.set('sort', sort);
  if (params.pageSize !== defaultRosterParams.pageSize)
    search.set('pageSize', String(params.pageSize));
  if (params.page > 1) search.set('page', String(params.page));
  return search;
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
