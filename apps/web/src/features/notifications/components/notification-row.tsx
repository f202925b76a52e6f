import { ActionIcon, Badge, Button, Text, ThemeIcon, Tooltip } from '@mantine/core';
import type { Notification } from '@school/shared/notifications/notifications.contract';
import { relativeTime } from '@school/shared/notifications/relative-time';
import { IconArrowRight, IconCheck, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { consolePath } from '../lib/console-path';
import { localizedMessage } from '../lib/localized-message';
import { typeLook } from '../lib/notification-types';
import { ToneBadge } from '../../../components/tone-badge';
import { useSchoolFormat } from '../../../lib/use-school-format';
import { MessageHtml } from './message-html';
import classes from './notification-row.module.css';

type NotificationRowProps = {
  notification: Notification;
  now: Date;
  onOpen: () => void;
  onMarkRead: () => void;
  onDelete: () => void;
};

export function NotificationRow({
  notification,
  now,
  onOpen,
  onMarkRead,
  onDelete,
}: NotificationRowProps) {
  const { t, i18n } = useTranslation('notifications');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const format = useSchoolFormat();
  const message = localizedMessage(notification, language);
  const look = typeLook(notification.type);
  const TypeIcon = look.icon;
  const unread = !notification.readAt;
  return (
    <li className={classes.row} data-unread={unread || undefined} data-notification-row>
      <ThemeIcon variant="light" color={look.color} radius="xl" size={40} aria-hidden="true">
        <TypeIcon size={20} stroke={1.7} />
      </ThemeIcon>
      <div>
        <div className={classes.head}>
          <Text component="span" fw={unread ? 700 : 600} size="sm" dir="auto">
            {notification.sender}
          </Text>
          <ToneBadge color={look.color} label={t(`types.${notification.type}`)} />
          {unread && (
            <Badge variant="filled" size="xs" radius="sm" tt="none" data-unread-badge>
              {t('page.unreadMarker')}
            </Badge>
          )}
          <Text
            component="time"
            size="xs"
            c="dimmed"
            dateTime={notification.createdAt}
            title={format.full(notification.createdAt)}
          >
            {relativeTime(new Date(notification.createdAt), now, language)}
          </Text>
        </div>
        <MessageHtml html={message} className={classes.message} />
      </div>
      <div
        className={classes.actions}
        aria-label={t('page.actionsFor', { sender: notification.sender })}
        role="group"
      >
        <Button
          component={Link}
          to={consolePath(notification.url)}
          onClick={onOpen}
          variant="subtle"
          size="compact-sm"
          rightSection={
            <IconArrowRight size={14} aria-hidden="true" className="mantine-rotate-rtl" />
          }
        >
          {t('page.open')}
        </Button>
        {unread && (
          <Tooltip label={t('page.markRead')} withArrow>
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={onMarkRead}
              aria-label={t('page.markRead')}
            >
              <IconCheck size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        )}
        <Tooltip label={t('page.delete')} withArrow>
          <ActionIcon variant="subtle" color="red" onClick={onDelete} aria-label={t('page.delete')}>
            <IconTrash size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      </div>
    </li>
  );
}
