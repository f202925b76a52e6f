import type { ClassDetail } from '@school/shared/classes/classes.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { classKeys, invalidateClasses } from './class-keys';
import type { ReasonInput } from './reject-class';

export function cancelClass({ id, reason }: ReasonInput): Promise<ClassDetail> {
  return apiFetch<ClassDetail>(`/classes/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    body: { reason },
  });
}

/** POST /api/classes/:id/cancel: only an approved class can be cancelled, with a reason. */
export function useCancelClass() {
  const queryClient = useQueryClient();
  return useMutation<ClassDetail, ApiError, ReasonInput>({
    mutationFn: cancelClass,
    onSuccess: (detail) => {
      queryClient.setQueryData(classKeys.detail(detail.id), detail);
      return invalidateClasses(queryClient);
    },
  });
}
