import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { notificationKeys } from './notification-keys';
import { adjustCounts, findCachedNotification, removeFromLists } from '../lib/notification-cache';

export function deleteNotification(id: string): Promise<undefined> {
  return apiFetch<undefined>(`/notifications/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/**
 * DELETE /api/notifications/:id (204). The counts change before the request, as marking read
 * does: the stream's `counts` event, sent after the deletion, then always has the last word
 * (counting down on success could land after it and count the deletion twice).
 */
export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation<undefined, ApiError, string>({
    mutationFn: deleteNotification,
    onMutate: (id) => {
      const cached = findCachedNotification(queryClient, id);
      adjustCounts(queryClient, (counts) => ({
        total: Math.max(0, counts.total - 1),
        unread: cached && !cached.readAt ? Math.max(0, counts.unread - 1) : counts.unread,
      }));
    },
    onSuccess: (_result, id) => removeFromLists(queryClient, id),
    onError: () => queryClient.invalidateQueries({ queryKey: notificationKeys.counts() }),
  });
}
