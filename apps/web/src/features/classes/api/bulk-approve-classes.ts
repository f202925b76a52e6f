import type { BulkResult } from '@school/shared/classes/classes.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { invalidateClasses } from './class-keys';

export function bulkApproveClasses(ids: string[]): Promise<BulkResult> {
  return apiFetch<BulkResult>('/classes/bulk-approve', { method: 'POST', body: { ids } });
}

/** POST /api/classes/bulk-approve: each class succeeds or fails on its own; the answer says which. */
export function useBulkApproveClasses() {
  const queryClient = useQueryClient();
  return useMutation<BulkResult, ApiError, string[]>({
    mutationFn: bulkApproveClasses,
    onSettled: () => invalidateClasses(queryClient),
  });
}
