import { ActionIcon, Badge, Menu, Text } from '@mantine/core';
import type { Notification } from '@school/shared/notifications/notifications.contract';
import { IconBell, IconChecks } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useNotificationCounts } from '../api/get-notification-counts';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { consolePath } from '../lib/console-path';
import { notificationsNs } from '../translations';
import { BellListSkeleton } from './bell-list-skeleton';
import classes from './notification-bell.module.css';

const loadBellList = () => import('./bell-list');
const BellList = lazy(() => loadBellList().then((m) => ({ default: m.BellList })));

function badgeText(total: number): string {
  return total > 99 ? '99+' : String(total);
}

/** The top-bar bell: badge with the total count, dropdown headed by the unread count (spec §4). */
export function NotificationBell() {
  const { t } = useTranslation(notificationsNs);
  const navigate = useNavigate();
  const counts = useNotificationCounts();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const total = counts.data?.total ?? 0;
  const unread = counts.data?.unread ?? 0;

  const open = (notification: Notification) => {
    if (!notification.readAt) markRead.mutate(notification.id);
    void navigate(consolePath(notification.url));
  };
  // Spec §4: read-all marks everything read and shows /notifications.
  const readAll = () => {
    markAll.mutate(undefined);
    void navigate('/notifications');
  };
  const preload = () => void loadBellList();

  return (
    <Menu position="bottom-end" width={380} shadow="lg" radius="md" offset={10}>
      <span className={classes.anchor}>
        <Menu.Target>
          <ActionIcon
            variant="default"
            size="lg"
            radius="md"
            aria-label={t('bell.label', { total, unread })}
            onPointerEnter={preload}
            onFocus={preload}
            data-notification-bell
          >
            <IconBell size={18} stroke={1.7} aria-hidden="true" />
          </ActionIcon>
        </Menu.Target>
        {total > 0 && (
          <span key={total} className={classes.badge} aria-hidden="true" data-notification-badge>
            {badgeText(total)}
          </span>
        )}
      </span>
      <Menu.Dropdown className={classes.dropdown} maw="calc(100vw - 16px)">
        <div className={classes.head}>
          <Text fw={650} size="md">
            {t('bell.title')}
          </Text>
          {unread > 0 && (
            <Badge variant="light" radius="sm" data-unread-count>
              {t('bell.new', { count: unread })}
            </Badge>
          )}
        </div>
        <Suspense fallback={<BellListSkeleton />}>
          <BellList onOpen={open} />
        </Suspense>
        <div className={classes.foot}>
          <Menu.Item
            onClick={readAll}
            leftSection={<IconChecks size={16} aria-hidden="true" />}
            fw={600}
            c="var(--mantine-primary-color-filled)"
            styles={{ itemLabel: { flex: '0 0 auto' }, item: { justifyContent: 'center' } }}
          >
            {t('bell.readAll')}
          </Menu.Item>
        </div>
      </Menu.Dropdown>
    </Menu>
  );
}
