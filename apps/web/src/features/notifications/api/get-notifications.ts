import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import {
  notificationKeys,
  type NotificationList,
  type NotificationListParams,
} from './notification-keys';

export function getNotifications(
  { status, page, pageSize }: NotificationListParams,
  signal?: AbortSignal,
): Promise<NotificationList> {
  const query = new URLSearchParams({ status, page: String(page), pageSize: String(pageSize) });
  return apiFetch<NotificationList>(`/notifications?${query.toString()}`, { signal });
}

/** GET /api/notifications; the event stream keeps the cached pages current (no polling). */
export function useNotifications(params: NotificationListParams) {
  return useQuery({
    queryKey: notificationKeys.list(params),
    queryFn: ({ signal }) => getNotifications(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
