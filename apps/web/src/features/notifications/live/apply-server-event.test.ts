import type { Notification } from '@school/shared/notifications/notifications.contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { notificationKeys, type NotificationList } from '../api/notification-keys';
import { applyServerEvent } from './apply-server-event';

const notification = (id: string, readAt: string | null = null): Notification => ({
  id,
  type: 'announcement',
  typeId: 1,
  sender: 'Ada Admin',
  senderId: null,
  message: `<p>${id}</p>`,
  params: null,
  url: '/feeds',
  createdAt: '2026-11-21T12:00:00.000Z',
  readAt,
});

function setup() {
  const queryClient = new QueryClient();
  const first = notificationKeys.list({ status: 'all', page: 1, pageSize: 2 });
  const unread = notificationKeys.list({ status: 'unread', page: 1, pageSize: 10 });
  queryClient.setQueryData<NotificationList>(first, {
    items: [notification('b'), notification('a', '2026-11-21T11:00:00.000Z')],
    total: 2,
    page: 1,
    pageSize: 2,
  });
  queryClient.setQueryData<NotificationList>(unread, {
    items: [notification('b')],
    total: 1,
    page: 1,
    pageSize: 10,
  });
  const list = (key: typeof first) => queryClient.getQueryData<NotificationList>(key);
  return { queryClient, first: () => list(first), unread: () => list(unread) };
}

const send = (queryClient: QueryClient, event: string, data: unknown) =>
  applyServerEvent(queryClient, { event, data: JSON.stringify(data) });

describe('applyServerEvent', () => {
  it('puts a new notification on top of first pages and returns it for a toast', () => {
    const { queryClient, first, unread } = setup();
    const created = send(queryClient, 'notification.created', notification('c'));
    expect(created?.id).toBe('c');
    expect(first()?.items.map((item) => item.id)).toEqual(['c', 'b']);
    expect(first()?.total).toBe(3);
    expect(unread()?.items.map((item) => item.id)).toEqual(['c', 'b']);
  });

  it('ignores a notification it already shows (a replay after reconnecting)', () => {
    const { queryClient, first } = setup();
    send(queryClient, 'notification.created', notification('b'));
    expect(first()?.total).toBe(2);
  });

  it('marks read, and drops read items from unread lists', () => {
    const { queryClient, first, unread } = setup();
    send(queryClient, 'notification.read', { ids: ['b'] });
    expect(first()?.items[0]?.readAt).not.toBeNull();
    expect(unread()?.items).toEqual([]);
    expect(unread()?.total).toBe(0);
  });

  it('marks everything read', () => {
    const { queryClient, first } = setup();
    send(queryClient, 'notification.read', { all: true });
    expect(first()?.items.every((item) => item.readAt !== null)).toBe(true);
  });

  it('removes a deleted notification', () => {
    const { queryClient, first } = setup();
    send(queryClient, 'notification.deleted', { id: 'a' });
    expect(first()?.items.map((item) => item.id)).toEqual(['b']);
    expect(first()?.total).toBe(1);
  });

  it('replaces the counts, and ignores malformed events', () => {
    const { queryClient } = setup();
    send(queryClient, 'counts', { total: 7, unread: 3 });
    expect(queryClient.getQueryData(notificationKeys.counts())).toEqual({ total: 7, unread: 3 });
    expect(applyServerEvent(queryClient, { event: 'counts', data: '{oops' })).toBeNull();
    send(queryClient, 'counts', { total: 'x' });
    expect(queryClient.getQueryData(notificationKeys.counts())).toEqual({ total: 7, unread: 3 });
  });
});
