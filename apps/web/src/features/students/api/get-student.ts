import type { Student } from '@school/shared/students/students.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { studentsQueryKey } from './list-students';

export function getStudent(id: string, signal?: AbortSignal): Promise<Student> {
  return apiFetch<Student>(`/students/${encodeURIComponent(id)}`, { signal });
}

/** GET /api/students/:id: the drawer starts from the row it was opened from and refreshes it. */
export function useStudent(id: string | null, initialData?: Student) {
  return useQuery({
    queryKey: [...studentsQueryKey, 'one', id],
    queryFn: ({ signal }) => getStudent(id ?? '', signal),
    enabled: id !== null,
    initialData,
    initialDataUpdatedAt: 0,
  });
}
