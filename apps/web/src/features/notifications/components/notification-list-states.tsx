import { Alert, Button, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconBellCheck, IconInbox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
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
    <Stack align="center" gap={6} py={56} px="md">
      <ThemeIcon variant="light" radius="xl" size={56} aria-hidden="true">
        {unread ? <IconBellCheck size={28} stroke={1.6} /> : <IconInbox size={28} stroke={1.6} />}
      </ThemeIcon>
      <Text fw={600} size="lg" ta="center" mt="xs">
        {unread ? t('page.emptyUnreadTitle') : t('page.emptyAllTitle')}
      </Text>
      <Text c="dimmed" size="sm" ta="center" maw={360}>
        {unread ? t('page.emptyUnreadText') : t('page.emptyAllText')}
      </Text>
    </Stack>
  );
}

/** Spec §8 logs a failed fetch only; here it is an unobtrusive inline notice with a retry. */
export function NotificationListError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('notifications');
  return (
    <Alert
      m="md"
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} />}
      title={t('page.loadErrorTitle')}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('page.loadErrorText')}</Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          {t('page.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
