import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { adjustCounts, findCachedNotification, removeFromLists } from '../lib/notification-cache';

export function deleteNotification(id: string): Promise<undefined> {
  return apiFetch<undefined>(`/notifications/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** DELETE /api/notifications/:id (204). */
export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation<undefined, ApiError, string>({
    mutationFn: deleteNotification,
    onSuccess: (_result, id) => {
      const cached = findCachedNotification(queryClient, id);
      adjustCounts(queryClient, (counts) => ({
        total: Math.max(0, counts.total - 1),
        unread: cached && !cached.readAt ? Math.max(0, counts.unread - 1) : counts.unread,
      }));
      removeFromLists(queryClient, id);
    },
  });
}
