import type { enrolResultSchema } from '@school/shared/classes/classes.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { invalidateClasses } from './class-keys';

export type EnrolResult = z.infer<typeof enrolResultSchema>;
export type EnrolInput = { classId: string; studentIds: string[] };

export function enrolStudents({ classId, studentIds }: EnrolInput): Promise<EnrolResult> {
  return apiFetch<EnrolResult>(`/classes/${encodeURIComponent(classId)}/enrolments`, {
    method: 'POST',
    body: { studentIds },
  });
}

/** POST /api/classes/:id/enrolments: all of them or none; a full class answers 409. */
export function useEnrolStudents() {
  const queryClient = useQueryClient();
  return useMutation<EnrolResult, ApiError, EnrolInput>({
    mutationFn: enrolStudents,
    onSuccess: () => invalidateClasses(queryClient),
  });
}
