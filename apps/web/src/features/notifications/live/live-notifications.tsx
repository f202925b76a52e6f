import '@mantine/notifications/styles.css';
import { Notifications, notifications, useNotifications } from '@mantine/notifications';
import { hasPermission } from '@school/shared/auth/roles';
import type { Notification } from '@school/shared/notifications/notifications.contract';
import { IconBell } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLatched } from '../../../hooks/use-latched';
import { useSession } from '../../../lib/session';
import { refreshLists } from '../lib/notification-cache';
import { messageText } from '../lib/message-text';
import { notificationsNs } from '../translations';
import { applyServerEvent } from './apply-server-event';
import { runEventStream, type StreamMessage } from './event-stream';
import classes from './live-notifications.module.css';
import { freshAccessToken, renewAfterUnauthorized } from './session-token';

const toastTextLength = 160;

function shorten(text: string): string {
  return text.length > toastTextLength ? `${text.slice(0, toastTextLength - 1)}…` : text;
}

/**
 * The live side of notifications (spec §4, PRODUCT §4 real time): one event stream per signed-in
 * tab that keeps the query caches current, and a short toast for each new notification, except on
 * the notifications page, which shows it in place. Also hosts the toast container of the app.
 */
export function LiveNotifications() {
  const { t } = useTranslation(notificationsNs);
  const session = useSession();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const userId =
    session.status === 'signed-in' && hasPermission(session.user.role, 'notifications.view')
      ? session.user.id
      : null;

  const toast = useEffectEvent((notification: Notification) => {
    if (notification.readAt || pathname === '/notifications') return;
    notifications.show({
      title: t('toast.title', { sender: notification.sender }),
      message: shorten(messageText(notification.message)),
      icon: <IconBell size={18} aria-hidden="true" />,
      autoClose: 6000,
    });
  });

  const onMessage = useEffectEvent((message: StreamMessage) => {
    const created = applyServerEvent(queryClient, message);
    if (created) toast(created);
  });

  const onOpen = useEffectEvent((reconnected: boolean) => {
    // Reads and deletions while disconnected are not replayed (new notifications are).
    if (reconnected) void refreshLists(queryClient);
  });

  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    void runEventStream({
      url: '/api/events',
      signal: controller.signal,
      accessToken: freshAccessToken,
      onUnauthorized: renewAfterUnauthorized,
      onMessage: (message) => onMessage(message),
      onOpen: (reconnected) => onOpen(reconnected),
    });
    return () => controller.abort();
  }, [userId]);

  // The toast container (a portal with a transition group per screen corner) is drawn with the
  // first toast of the visit, not with every page start; a toast shown before it exists waits in
  // the store and appears as it mounts.
  const containerNeeded = useLatched(useNotifications().notifications.length > 0);
  if (!containerNeeded) return null;
  return (
    <Notifications
      position="top-right"
      limit={3}
      zIndex={1000}
      classNames={{ root: classes.toasts }}
    />
  );
}
