import type { BulkResult } from '@school/shared/classes/classes.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { invalidateClasses } from './class-keys';

export type BulkRejectInput = { ids: string[]; reason: string };

export function bulkRejectClasses(body: BulkRejectInput): Promise<BulkResult> {
  return apiFetch<BulkResult>('/classes/bulk-reject', { method: 'POST', body });
}

/** POST /api/classes/bulk-reject: one reason for every selected proposal. */
export function useBulkRejectClasses() {
  const queryClient = useQueryClient();
  return useMutation<BulkResult, ApiError, BulkRejectInput>({
    mutationFn: bulkRejectClasses,
    onSettled: () => invalidateClasses(queryClient),
  });
}
