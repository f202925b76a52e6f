import type { ClassDetail } from '@school/shared/classes/classes.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { classKeys, invalidateClasses } from './class-keys';

export function approveClass(id: string): Promise<ClassDetail> {
  return apiFetch<ClassDetail>(`/classes/${encodeURIComponent(id)}/approve`, { method: 'POST' });
}

/** POST /api/classes/:id/approve; a move the workflow refuses answers 409 with its reason. */
export function useApproveClass() {
  const queryClient = useQueryClient();
  return useMutation<ClassDetail, ApiError, string>({
    mutationFn: approveClass,
    onSuccess: (detail) => {
      queryClient.setQueryData(classKeys.detail(detail.id), detail);
      return invalidateClasses(queryClient);
    },
  });
}
