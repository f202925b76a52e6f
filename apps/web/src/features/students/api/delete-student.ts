import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { studentsQueryKey } from './list-students';

export function deleteStudent(id: string): Promise<undefined> {
  return apiFetch<undefined>(`/students/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** DELETE /api/students/:id: a student with history answers 409 and can only be deactivated. */
export function useDeleteStudent() {
  const queryClient = useQueryClient();
  return useMutation<undefined, ApiError, string>({
    mutationFn: deleteStudent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentsQueryKey }),
  });
}
