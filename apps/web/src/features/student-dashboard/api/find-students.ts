import type { ListResponse } from '@school/shared/common/list.contract';
import type { Student } from '@school/shared/students/students.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { studentDashboardKeys } from './student-dashboard-keys';

/** GET /api/students?q=…: roster students matching what is typed (the roster's own search). */
export function useStudentChoices(q: string) {
  return useQuery<ListResponse<Student>, ApiError>({
    queryKey: studentDashboardKeys.students(q),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ pageSize: '20', sort: 'lastName' });
      if (q.trim()) query.set('q', q.trim());
      return apiFetch<ListResponse<Student>>(`/students?${query.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
