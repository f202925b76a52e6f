import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { studentsQueryKey } from './list-students';

export type BulkStatusBody = { ids: string[]; status: 'active' | 'deactivated' };
type BulkStatusResponse = { updated: number };

export function setStudentsStatus(body: BulkStatusBody): Promise<BulkStatusResponse> {
  return apiFetch<BulkStatusResponse>('/students/bulk-status', { method: 'POST', body });
}

/** POST /api/students/bulk-status: deactivates or reactivates the selected students at once. */
export function useBulkStatus() {
  const queryClient = useQueryClient();
  return useMutation<BulkStatusResponse, ApiError, BulkStatusBody>({
    mutationFn: setStudentsStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentsQueryKey }),
  });
}
