import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { adjustCounts, markReadInLists } from '../lib/notification-cache';

export type ReadAllResponse = { updated: number };

export function markAllNotificationsRead(): Promise<ReadAllResponse> {
  return apiFetch<ReadAllResponse>('/notifications/read-all', { method: 'POST' });
}

/** POST /api/notifications/read-all (spec §4: read-all marks everything read). */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation<ReadAllResponse, ApiError, undefined>({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      markReadInLists(queryClient, { all: true }, new Date().toISOString());
      adjustCounts(queryClient, (counts) => ({ ...counts, unread: 0 }));
    },
  });
}
