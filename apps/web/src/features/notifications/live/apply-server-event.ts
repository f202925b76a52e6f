import type {
  Notification,
  NotificationCounts,
} from '@school/shared/notifications/notifications.contract';
import type { QueryClient } from '@tanstack/react-query';
import {
  addToLists,
  markReadInLists,
  removeFromLists,
  setCounts,
  type ReadTarget,
} from '../lib/notification-cache';
import type { StreamMessage } from './event-stream';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

function isNotification(value: unknown): value is Notification {
  return (
    isObject(value) &&
    typeof value.id === 'string' &&
    typeof value.message === 'string' &&
    typeof value.sender === 'string' &&
    typeof value.url === 'string' &&
    typeof value.createdAt === 'string'
  );
}

function isCounts(value: unknown): value is NotificationCounts {
  return isObject(value) && typeof value.total === 'number' && typeof value.unread === 'number';
}

function readTarget(value: unknown): ReadTarget | null {
  if (!isObject(value)) return null;
  if (value.all === true) return { all: true };
  const ids = value.ids;
  return Array.isArray(ids) && ids.every((id): id is string => typeof id === 'string')
    ? { ids }
    : null;
}

/**
 * Folds one server event into the query caches (counts, every cached list page), so the bell and
 * the page follow without polling. Returns the notification an event created, for a toast.
 */
export function applyServerEvent(
  queryClient: QueryClient,
  message: StreamMessage,
): Notification | null {
  let data: unknown;
  try {
    data = JSON.parse(message.data);
  } catch {
    return null;
  }
  switch (message.event) {
    case 'notification.created':
      if (!isNotification(data)) return null;
      addToLists(queryClient, data);
      return data;
    case 'notification.read': {
      const target = readTarget(data);
      if (target) markReadInLists(queryClient, target, new Date().toISOString());
      return null;
    }
    case 'notification.deleted':
      if (isObject(data) && typeof data.id === 'string') removeFromLists(queryClient, data.id);
      return null;
    case 'counts':
      if (isCounts(data)) setCounts(queryClient, data);
      return null;
    // Another tab or device starred or unstarred a page: the bar reads them again. The key is
    // the bookmarks query's (features/search), named here as data since features stay apart.
    case 'bookmarks.changed':
      void queryClient.invalidateQueries({ queryKey: ['bookmarks'] });
      return null;
    default:
      return null;
  }
}
