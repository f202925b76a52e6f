import type { Notification } from '@school/shared/notifications/notifications.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { adjustCounts, findCachedNotification, markReadInLists } from '../lib/notification-cache';

export function markNotificationRead(id: string): Promise<Notification> {
  return apiFetch<Notification>(`/notifications/${encodeURIComponent(id)}/read`, {
    method: 'POST',
  });
}

/** POST /api/notifications/:id/read, shown at once (optimistic); the stream confirms the counts. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation<Notification, ApiError, string>({
    mutationFn: markNotificationRead,
    onMutate: (id) => {
      const cached = findCachedNotification(queryClient, id);
      if (cached && !cached.readAt) {
        adjustCounts(queryClient, (counts) => ({
          ...counts,
          unread: Math.max(0, counts.unread - 1),
        }));
      }
      markReadInLists(queryClient, { ids: [id] }, new Date().toISOString());
    },
    onSuccess: (notification) => {
      markReadInLists(
        queryClient,
        { ids: [notification.id] },
        notification.readAt ?? new Date().toISOString(),
      );
    },
  });
}
