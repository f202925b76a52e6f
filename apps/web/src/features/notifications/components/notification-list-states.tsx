import { Skeleton, Stack } from '@mantine/core';
import { IconBellCheck, IconInbox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import type { NotificationStatus } from '../api/notification-keys';
import classes from '../pages/notifications-page.module.css';

export function NotificationListSkeleton({ rows }: { rows: number }) {
  return (
    <div aria-busy="true">
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className={classes.skeletonRow}>
          <Skeleton circle height={40} />
          <Stack gap={8} style={{ flex: 1 }}>
            <Skeleton height={12} width="35%" radius="sm" />
            <Skeleton height={12} width="85%" radius="sm" />
            <Skeleton height={12} width="55%" radius="sm" />
          </Stack>
        </div>
      ))}
    </div>
  );
}

export function NotificationListEmpty({ status }: { status: NotificationStatus }) {
  const { t } = useTranslation('notifications');
  const unread = status === 'unread';
  return (
    <EmptyState
      icon={
        unread ? (
          <IconBellCheck size={28} stroke={1.6} aria-hidden="true" />
        ) : (
          <IconInbox size={28} stroke={1.6} aria-hidden="true" />
        )
      }
      title={unread ? t('page.emptyUnreadTitle') : t('page.emptyAllTitle')}
      text={unread ? t('page.emptyUnreadText') : t('page.emptyAllText')}
    />
  );
}

/** Spec §8 logs a failed fetch only; here it is an unobtrusive inline notice with a retry. */
export function NotificationListError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('notifications');
  return <LoadError m="md" title={t('page.loadErrorTitle')} onRetry={onRetry} />;
}
