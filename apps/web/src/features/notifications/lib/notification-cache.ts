import type {
  Notification,
  NotificationCounts,
} from '@school/shared/notifications/notifications.contract';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  notificationKeys,
  type NotificationList,
  type NotificationListParams,
} from '../api/notification-keys';

export type ReadTarget = { ids: string[] } | { all: true };

function paramsOf(key: QueryKey): NotificationListParams | null {
  const params: unknown = key[2];
  if (typeof params !== 'object' || params === null) return null;
  if (!('status' in params) || !('page' in params) || !('pageSize' in params)) return null;
  const { status, page, pageSize } = params;
  if ((status !== 'all' && status !== 'unread') || typeof page !== 'number') return null;
  if (typeof pageSize !== 'number') return null;
  return { status, page, pageSize };
}

function cachedLists(queryClient: QueryClient) {
  return queryClient
    .getQueriesData<NotificationList>({ queryKey: notificationKeys.lists() })
    .flatMap(([key, data]) => {
      const params = paramsOf(key);
      return params && data ? [{ key, data, params }] : [];
    });
}

/** Refetches the lists on screen (others only go stale), e.g. to refill a page after a removal. */
export function refreshLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
}

export function findCachedNotification(
  queryClient: QueryClient,
  id: string,
): Notification | undefined {
  for (const { data } of cachedLists(queryClient)) {
    const found = data.items.find((item) => item.id === id);
    if (found) return found;
  }
  return undefined;
}

/** A new notification goes on top of every first page; later pages shift, so they refetch. */
export function addToLists(queryClient: QueryClient, notification: Notification): void {
  for (const { key, data, params } of cachedLists(queryClient)) {
    if (params.page !== 1) {
      void queryClient.invalidateQueries({ queryKey: key, exact: true });
      continue;
    }
    if (params.status === 'unread' && notification.readAt) continue;
    if (data.items.some((item) => item.id === notification.id)) continue;
    queryClient.setQueryData<NotificationList>(key, {
      ...data,
      items: [notification, ...data.items].slice(0, params.pageSize),
      total: data.total + 1,
    });
  }
}

/** Marks cached items read; unread lists drop them and refill from the server. */
export function markReadInLists(
  queryClient: QueryClient,
  target: ReadTarget,
  readAt: string,
): void {
  const hit = (item: Notification) => 'all' in target || target.ids.includes(item.id);
  let unreadListChanged = false;
  for (const { key, data, params } of cachedLists(queryClient)) {
    if (params.status === 'unread') {
      const items = data.items.filter((item) => !hit(item));
      if (items.length === data.items.length) continue;
      unreadListChanged = true;
      const total = 'all' in target ? 0 : data.total - (data.items.length - items.length);
      queryClient.setQueryData<NotificationList>(key, { ...data, items, total });
      continue;
    }
    if (!data.items.some((item) => hit(item) && !item.readAt)) continue;
    queryClient.setQueryData<NotificationList>(key, {
      ...data,
      items: data.items.map((item) => (hit(item) && !item.readAt ? { ...item, readAt } : item)),
    });
  }
  if (unreadListChanged) {
    void queryClient.invalidateQueries({
      queryKey: notificationKeys.lists(),
      predicate: (query) => paramsOf(query.queryKey)?.status === 'unread',
    });
  }
}

export function removeFromLists(queryClient: QueryClient, id: string): void {
  for (const { key, data } of cachedLists(queryClient)) {
    const items = data.items.filter((item) => item.id !== id);
    if (items.length === data.items.length) continue;
    queryClient.setQueryData<NotificationList>(key, { ...data, items, total: data.total - 1 });
  }
  void refreshLists(queryClient);
}

export function setCounts(queryClient: QueryClient, counts: NotificationCounts): void {
  queryClient.setQueryData<NotificationCounts>(notificationKeys.counts(), counts);
}

/** Optimistic change of the counts; the stream's `counts` event settles the real values. */
export function adjustCounts(
  queryClient: QueryClient,
  change: (counts: NotificationCounts) => NotificationCounts,
): void {
  const current = queryClient.getQueryData<NotificationCounts>(notificationKeys.counts());
  if (current) setCounts(queryClient, change(current));
}
