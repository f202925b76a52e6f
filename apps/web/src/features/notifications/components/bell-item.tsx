import { Menu, Text, VisuallyHidden } from '@mantine/core';
import type { Notification } from '@school/shared/notifications/notifications.contract';
import { relativeTime } from '@school/shared/notifications/relative-time';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalizedMessage } from '../lib/localized-message';
import { sanitizeInlineMessage } from '../../../lib/safe-html';
import { useSchoolFormat } from '../../../lib/use-school-format';
import { useNow } from '../lib/use-now';
import classes from './notification-bell.module.css';

type BellItemProps = { notification: Notification; onOpen: () => void };

export function BellItem({ notification, onOpen }: BellItemProps) {
  const { t, i18n } = useTranslation('notifications');
  const now = useNow();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const format = useSchoolFormat();
  const message = useLocalizedMessage(notification);
  const html = useMemo(() => sanitizeInlineMessage(message), [message]);
  const unread = !notification.readAt;
  return (
    <Menu.Item
      className={classes.item}
      data-unread={unread || undefined}
      onClick={onOpen}
      leftSection={
        unread ? <span className={classes.dot} aria-hidden="true" /> : <span aria-hidden="true" />
      }
    >
      <span className={classes.itemBody}>
        <span className={classes.itemTop}>
          <Text
            component="span"
            size="sm"
            fw={unread ? 700 : 600}
            className={classes.sender}
            dir="auto"
          >
            {notification.sender}
          </Text>
          <Text
            component="time"
            size="xs"
            c="dimmed"
            className={classes.time}
            dateTime={notification.createdAt}
            title={format.full(notification.createdAt)}
          >
            {relativeTime(new Date(notification.createdAt), now, language)}
          </Text>
        </span>
        {unread && <VisuallyHidden>{t('bell.unread')}</VisuallyHidden>}
        <span
          className={classes.message}
          dir="auto"
          data-notification-message
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </span>
    </Menu.Item>
  );
}
