import type { NotificationCounts } from '@school/shared/notifications/notifications.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

export function getNotificationCounts(signal?: AbortSignal): Promise<NotificationCounts> {
  return apiFetch<NotificationCounts>('/notifications/counts', { signal });
}

/** Total and unread counts; the `counts` event of the stream replaces them as they change. */
export function useNotificationCounts() {
  return useQuery({
    queryKey: notificationKeys.counts(),
    queryFn: ({ signal }) => getNotificationCounts(signal),
    staleTime: 5 * 60_000,
  });
}
