import type { Student, UpdateStudentBody } from '@school/shared/students/students.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { studentsQueryKey } from './list-students';

type UpdateStudentInput = { id: string; body: UpdateStudentBody };

export function updateStudent({ id, body }: UpdateStudentInput): Promise<Student> {
  return apiFetch<Student>(`/students/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

/** PATCH /api/students/:id: edits fields, or moves the student between active and deactivated. */
export function useUpdateStudent() {
  const queryClient = useQueryClient();
  return useMutation<Student, ApiError, UpdateStudentInput>({
    mutationFn: updateStudent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentsQueryKey }),
  });
}
