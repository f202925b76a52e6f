import type { CreateStudentBody, Student } from '@school/shared/students/students.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { studentsQueryKey } from './list-students';

export function createStudent(body: CreateStudentBody): Promise<Student> {
  return apiFetch<Student>('/students', { method: 'POST', body });
}

/** POST /api/students: a duplicate e-mail answers 409 with `fields.email`. */
export function useCreateStudent() {
  const queryClient = useQueryClient();
  return useMutation<Student, ApiError, CreateStudentBody>({
    mutationFn: createStudent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentsQueryKey }),
  });
}
