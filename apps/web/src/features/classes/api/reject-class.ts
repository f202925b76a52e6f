import type { ClassDetail } from '@school/shared/classes/classes.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { classKeys, invalidateClasses } from './class-keys';

export type ReasonInput = { id: string; reason: string };

export function rejectClass({ id, reason }: ReasonInput): Promise<ClassDetail> {
  return apiFetch<ClassDetail>(`/classes/${encodeURIComponent(id)}/reject`, {
    method: 'POST',
    body: { reason },
  });
}

/** POST /api/classes/:id/reject with the reason the tutor will read. */
export function useRejectClass() {
  const queryClient = useQueryClient();
  return useMutation<ClassDetail, ApiError, ReasonInput>({
    mutationFn: rejectClass,
    onSuccess: (detail) => {
      queryClient.setQueryData(classKeys.detail(detail.id), detail);
      return invalidateClasses(queryClient);
    },
  });
}
