import { hasPermission } from '@school/shared/auth/roles';
import type { Notification } from '@school/shared/notifications/notifications.contract';
import { IconBell } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { emitServerEvent } from '../../../lib/server-events';
import { useSession } from '../../../lib/session';
import { showToast } from '../../../lib/toasts';
import { localizedMessage } from '../lib/localized-message';
import { messageText } from '../lib/message-text';
import { refreshLists } from '../lib/notification-cache';
import { applyServerEvent } from './apply-server-event';
import { runEventStream, type StreamMessage } from './event-stream';
import { freshAccessToken, renewAfterUnauthorized } from './session-token';

const toastTextLength = 160;

function shorten(text: string): string {
  return text.length > toastTextLength ? `${text.slice(0, toastTextLength - 1)}…` : text;
}

/**
 * The live side of notifications (spec §4, PRODUCT §4 real time): one event stream per signed-in
 * tab that keeps the query caches current, and a short toast for each new notification, except on
 * the notifications page, which shows it in place. The shell's ToastOutlet draws the toasts.
 */
export function LiveNotifications() {
  const { t, i18n } = useTranslation('notifications');
  const session = useSession();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const userId =
    session.status === 'signed-in' && hasPermission(session.user.role, 'notifications.view')
      ? session.user.id
      : null;

  const toast = useEffectEvent((notification: Notification) => {
    if (notification.readAt || pathname === '/notifications') return;
    const text = messageText(
      localizedMessage(notification, i18n.resolvedLanguage ?? i18n.language),
    );
    // One's own act is not news from oneself: the toast names what happened instead.
    const own = notification.senderId !== null && notification.senderId === userId;
    // Under the bell, where the badge it raises is.
    showToast({
      title: own
        ? t(`types.${notification.type}`)
        : t('toast.title', { sender: notification.sender }),
      message: shorten(text),
      icon: <IconBell size={18} aria-hidden="true" />,
      autoClose: 6000,
      position: 'top-right',
      withBorder: false,
    });
  });

  const onMessage = useEffectEvent((message: StreamMessage) => {
    emitServerEvent(message);
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

  return null;
}
