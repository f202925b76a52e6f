import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { invalidateClasses } from './class-keys';

export type UnenrolInput = { classId: string; studentId: string };

export function unenrolStudent({ classId, studentId }: UnenrolInput): Promise<undefined> {
  return apiFetch<undefined>(
    `/classes/${encodeURIComponent(classId)}/enrolments/${encodeURIComponent(studentId)}`,
    { method: 'DELETE' },
  );
}

/** DELETE /api/classes/:id/enrolments/:studentId. */
export function useUnenrolStudent() {
  const queryClient = useQueryClient();
  return useMutation<undefined, ApiError, UnenrolInput>({
    mutationFn: unenrolStudent,
    onSuccess: () => invalidateClasses(queryClient),
  });
}
