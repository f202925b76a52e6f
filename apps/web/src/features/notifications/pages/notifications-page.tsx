import { Badge, Button, Stack, Tabs } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { hasPermission } from '@school/shared/auth/roles';
import { IconChecks, IconSpeakerphone } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListCard } from '../../../components/list-card';
import { Pager } from '../../../components/pager';
import { PageHeader } from '../../../components/page-header';
import { useSession } from '../../../lib/session';
import { toastError, toastSuccess } from '../../../lib/toasts';
import { useDeleteNotification } from '../api/delete-notification';
import { useNotificationCounts } from '../api/get-notification-counts';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import type { NotificationStatus } from '../api/notification-keys';
import { AnnouncementModal } from '../components/announcement-modal';
import { DeleteNotificationModal } from '../components/delete-notification-modal';
import {
  NotificationListEmpty,
  NotificationListError,
  NotificationListSkeleton,
} from '../components/notification-list-states';
import { NotificationRow } from '../components/notification-row';
import { useNow } from '../lib/use-now';
import classes from './notifications-page.module.css';

const pageSize = 10;

function readPage(value: string | null): number {
  const page = Number.parseInt(value ?? '', 10);
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}

/** /notifications: every notification, newest first, with All / Unread tabs (spec §2, §4). */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const title = t('menu.notifications', { ns: 'translation' });
  useDocumentTitle(`${title} · ${t('app.name', { ns: 'translation' })}`);
  const session = useSession();
  const role = session.status === 'signed-in' ? session.user.role : null;
  const [params, setParams] = useSearchParams();
  const status: NotificationStatus = params.get('tab') === 'unread' ? 'unread' : 'all';
  const page = readPage(params.get('page'));
  const list = useNotifications({ status, page, pageSize });
  const counts = useNotificationCounts();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const remove = useDeleteNotification();
  const now = useNow();
  const [announcing, setAnnouncing] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const go = (next: { tab?: NotificationStatus; page?: number }) => {
    const tab = next.tab ?? status;
    const target = next.page ?? page;
    const search = new URLSearchParams();
    if (tab === 'unread') search.set('tab', tab);
    if (target > 1) search.set('page', String(target));
    setParams(search);
  };

  // A page emptied by deleting or reading its last items moves back to the last page there is.
  const beyondEnd = list.data !== undefined && !list.isPlaceholderData && page > pages;
  useEffect(() => {
    if (!beyondEnd) return;
    const search = new URLSearchParams(params);
    if (pages > 1) search.set('page', String(pages));
    else search.delete('page');
    setParams(search, { replace: true });
  }, [beyondEnd, pages, params, setParams]);

  const failed = () => toastError(t('page.actionFailed'));
  const readAll = () =>
    markAll.mutate(undefined, {
      onSuccess: () => toastSuccess(t('page.allRead')),
      onError: failed,
    });
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting, {
      onSuccess: () => {
        setDeleting(null);
        toastSuccess(t('page.deleted'));
      },
      onError: failed,
    });
  };

  const items = list.data?.items ?? [];
  const panel = list.isPending ? (
    <NotificationListSkeleton rows={5} />
  ) : list.isError && !list.data ? (
    <NotificationListError onRetry={() => void list.refetch()} />
  ) : items.length === 0 ? (
    <NotificationListEmpty status={status} />
  ) : (
    <>
      {list.isError && <NotificationListError onRetry={() => void list.refetch()} />}
      <ul className={classes.list} data-stale={list.isPlaceholderData || undefined}>
        {items.map((notification) => (
          <NotificationRow
            key={notification.id}
            notification={notification}
            now={now}
            onOpen={() => {
              if (!notification.readAt) markRead.mutate(notification.id);
            }}
            onMarkRead={() => markRead.mutate(notification.id, { onError: failed })}
            onDelete={() => setDeleting(notification.id)}
          />
        ))}
      </ul>
      <Pager
        page={page}
        pageSize={pageSize}
        total={total}
        onPage={(next) => go({ page: next })}
        label={t('page.pagination')}
      />
    </>
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        description={t('page.subtitle')}
        actions={
          <>
            {role && hasPermission(role, 'notifications.announce') && (
              <Button
                leftSection={<IconSpeakerphone size={18} aria-hidden="true" />}
                onClick={() => setAnnouncing(true)}
              >
                {t('announce.button')}
              </Button>
            )}
            <Button
              variant="default"
              leftSection={<IconChecks size={18} aria-hidden="true" />}
              onClick={readAll}
              loading={markAll.isPending}
              disabled={(counts.data?.unread ?? 0) === 0}
            >
              {t('page.markAllRead')}
            </Button>
          </>
        }
      />

      <ListCard>
        <Tabs
          value={status}
          onChange={(value) => go({ tab: value === 'unread' ? 'unread' : 'all', page: 1 })}
          keepMounted={false}
        >
          <Tabs.List className={classes.tabs} aria-label={t('page.tabsLabel')}>
            <Tabs.Tab
              value="all"
              rightSection={
                <Badge size="sm" variant="light" color="gray" circle={false}>
                  {counts.data?.total ?? '–'}
                </Badge>
              }
            >
              {t('page.all')}
            </Tabs.Tab>
            <Tabs.Tab
              value="unread"
              rightSection={
                <Badge size="sm" variant="light" circle={false}>
                  {counts.data?.unread ?? '–'}
                </Badge>
              }
            >
              {t('page.unread')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="all">{status === 'all' && panel}</Tabs.Panel>
          <Tabs.Panel value="unread">{status === 'unread' && panel}</Tabs.Panel>
        </Tabs>
      </ListCard>

      {role && hasPermission(role, 'notifications.announce') && (
        <AnnouncementModal opened={announcing} onClose={() => setAnnouncing(false)} />
      )}
      <DeleteNotificationModal
        opened={deleting !== null}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}
