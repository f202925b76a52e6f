import type { ListResponse } from '@school/shared/common/list.contract';
import type { Student } from '@school/shared/students/students.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { appointmentKeys } from './appointment-keys';

/** GET /api/students?q=…: the roster's active students matching what is typed (a page of 20). */
export function useStudentChoices(q: string, enabled = true) {
  return useQuery<ListResponse<Student>, ApiError>({
    queryKey: appointmentKeys.students(q),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ status: 'active', pageSize: '20', sort: 'lastName' });
      if (q.trim()) query.set('q', q.trim());
      return apiFetch<ListResponse<Student>>(`/students?${query.toString()}`, { signal });
    },
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
