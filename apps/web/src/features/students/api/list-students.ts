import type { ListResponse } from '@school/shared/common/list.contract';
import type { Student } from '@school/shared/students/students.contract';
import {
  keepPreviousData,
  queryOptions,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { filterQuery, readRosterParams, type RosterParams } from '../lib/roster-params';

export const studentsQueryKey = ['students'] as const;

export function listStudents(
  params: RosterParams,
  signal?: AbortSignal,
): Promise<ListResponse<Student>> {
  const query = filterQuery(params);
  query.set('page', String(params.page));
  query.set('pageSize', String(params.pageSize));
  return apiFetch<ListResponse<Student>>(`/students?${query.toString()}`, { signal });
}

function studentsPageQuery(params: RosterParams) {
  return queryOptions<ListResponse<Student>, ApiError>({
    queryKey: [...studentsQueryKey, 'list', params],
    queryFn: ({ signal }) => listStudents(params, signal),
  });
}

/** GET /api/students: one page of the roster; the previous page stays on screen while the next loads. */
export function useStudents(params: RosterParams) {
  return useQuery({ ...studentsPageQuery(params), placeholderData: keepPreviousData });
}

/** Starts fetching the roster page an address of the students page shows (see FeatureRoute). */
export function prefetchStudentsPage(queryClient: QueryClient, search: URLSearchParams): void {
  void queryClient.prefetchQuery(studentsPageQuery(readRosterParams(search)));
}

/** Pages fetched ahead of the one shown: the next two and the previous one. */
const neighbours = [1, 2, -1];

/**
 * Fetches the pages around the one shown once it has arrived, so that paging forward or back
 * shows rows from the cache at once instead of waiting for the server.
 */
export function usePrefetchNeighbours(params: RosterParams, total: number | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (total === undefined) return;
    const pages = Math.ceil(total / params.pageSize);
    for (const offset of neighbours) {
      const page = params.page + offset;
      if (page >= 1 && page <= pages) {
        void queryClient.prefetchQuery(studentsPageQuery({ ...params, page }));
      }
    }
  }, [queryClient, params, total]);
}
