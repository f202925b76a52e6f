import type { ListResponse } from '@school/shared/common/list.contract';
import type { Student } from '@school/shared/students/students.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { appointmentKeys } from './appointment-keys';

/**
 * GET /api/students?q=…: roster students matching what is typed (a page of 20). Active and
 * invited students can be booked for; a deactivated one cannot, so it is left out.
 */
export function useStudentChoices(q: string, enabled = true) {
  return useQuery<ListResponse<Student>, ApiError>({
    queryKey: appointmentKeys.students(q),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ pageSize: '20', sort: 'lastName' });
      if (q.trim()) query.set('q', q.trim());
      return apiFetch<ListResponse<Student>>(`/students?${query.toString()}`, { signal });
    },
    select: (list) => ({
      ...list,
      items: list.items.filter((student) => student.status !== 'deactivated'),
    }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
