import { Badge, Menu, Text } from '@mantine/core';
import type { Notification } from '@school/shared/notifications/notifications.contract';
import { IconChecks } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  useDeferredTrigger,
  type DeferredControlProps,
} from '../../../components/deferred-control';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { consolePath } from '../lib/console-path';
import { BellAnchor, BellButton } from './bell-button';
import { BellListSkeleton } from './bell-list-skeleton';
import classes from './notification-bell.module.css';

const loadBellList = () => import('./bell-list');
const BellList = lazy(() => loadBellList().then((m) => ({ default: m.BellList })));

type BellMenuProps = { total: number; unread: number } & DeferredControlProps;

/** The bell's dropdown, headed by the unread count (loaded after the first screen). */
export function BellMenu({ total, unread, defaultOpened, takeFocus }: BellMenuProps) {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const { ref: target, onClose } = useDeferredTrigger<HTMLButtonElement>({
    defaultOpened,
    takeFocus,
  });

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
    <Menu
      position="bottom-end"
      width={380}
      shadow="lg"
      radius="md"
      offset={10}
      defaultOpened={defaultOpened}
      onClose={onClose}
    >
      <BellAnchor total={total}>
        <Menu.Target>
          <BellButton
            ref={target}
            total={total}
            unread={unread}
            onPointerEnter={preload}
            onFocus={preload}
          />
        </Menu.Target>
      </BellAnchor>
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
