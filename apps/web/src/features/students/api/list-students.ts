import type { ListResponse } from '@school/shared/common/list.contract';
import type { Student } from '@school/shared/students/students.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { filterQuery, type RosterParams } from '../lib/roster-params';

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

/** GET /api/students: one page of the roster; the previous page stays on screen while the next loads. */
export function useStudents(params: RosterParams) {
  return useQuery<ListResponse<Student>, ApiError>({
    queryKey: [...studentsQueryKey, 'list', params],
    queryFn: ({ signal }) => listStudents(params, signal),
    placeholderData: keepPreviousData,
  });
}
