import type { Notification } from '@school/shared/notifications/notifications.contract';
import type { ListResponse } from '@school/shared/common/list.contract';

export type NotificationStatus = 'all' | 'unread';
export type NotificationListParams = { status: NotificationStatus; page: number; pageSize: number };
export type NotificationList = ListResponse<Notification>;

/** Query keys of the feature: every list lives under `lists()`, so events can reach them all. */
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => ['notifications', 'list'] as const,
  list: (params: NotificationListParams) => ['notifications', 'list', params] as const,
  counts: () => ['notifications', 'counts'] as const,
};
