import type { Student } from '@school/shared/students/students.contract';
import type { ListResponse } from '@school/shared/common/list.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { toQueryString } from '../lib/query-string';

export type StudentOption = Pick<Student, 'id' | 'firstName' | 'lastName' | 'email' | 'grade'>;

export function searchStudents(q: string, signal?: AbortSignal) {
  const query = toQueryString({ q: q.trim(), status: 'active', pageSize: 20 });
  return apiFetch<ListResponse<StudentOption>>(`/students${query}`, { signal });
}

/** GET /api/students?q&status=active: the roster search behind the enrolment picker. */
export function useStudentSearch(q: string, enabled: boolean) {
  return useQuery({
    queryKey: ['students', 'class-picker', q.trim()],
    queryFn: ({ signal }) => searchStudents(q, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
