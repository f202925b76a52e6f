import { Button, ScrollArea, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Notification } from '@school/shared/notifications/notifications.contract';
import { IconBellOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../api/get-notifications';
import { BellItem } from './bell-item';
import { BellListSkeleton } from './bell-list-skeleton';
import classes from './notification-bell.module.css';

/** Spec §4: the latest few notifications in the dropdown. */
const bellList = { status: 'all', page: 1, pageSize: 8 } as const;

/** The dropdown's list; loaded with the sanitiser on first open, so the shell stays light. */
export function BellList({ onOpen }: { onOpen: (notification: Notification) => void }) {
  const { t } = useTranslation('notifications');
  const list = useNotifications(bellList);
  const items = list.data?.items ?? [];
  if (list.isPending) return <BellListSkeleton />;
  if (list.isError && !list.data) {
    return (
      <Stack align="center" gap="xs" className={classes.state}>
        <Text size="sm" c="dimmed" ta="center">
          {t('bell.loadError')}
        </Text>
        <Button variant="light" size="xs" onClick={() => void list.refetch()}>
          {t('bell.retry')}
        </Button>
      </Stack>
    );
  }
  if (items.length === 0) {
    return (
      <Stack align="center" gap={6} className={classes.state}>
        <ThemeIcon variant="light" radius="xl" size={44} color="gray" aria-hidden="true">
          <IconBellOff size={22} stroke={1.6} />
        </ThemeIcon>
        <Text fw={600} size="sm">
          {t('bell.empty')}
        </Text>
        <Text size="xs" c="dimmed" ta="center">
          {t('bell.emptyHint')}
        </Text>
      </Stack>
    );
  }
  return (
    <ScrollArea.Autosize mah="min(420px, 60dvh)" type="auto" scrollbarSize={6}>
      <div className={classes.list}>
        {items.map((notification) => (
          <BellItem
            key={notification.id}
            notification={notification}
            onOpen={() => onOpen(notification)}
          />
        ))}
      </div>
    </ScrollArea.Autosize>
  );
}
