import { Alert, Button, CopyButton, Group, Skeleton, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadError } from '../../../components/load-error';
import { toastError } from '../../../lib/toasts';
import { useSchoolFormat } from '../../../lib/use-school-format';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { useRevokeCalendarFeed } from '../api/revoke-calendar-feed';
import { useRotateCalendarFeed } from '../api/rotate-calendar-feed';
import { SettingsSection } from './settings-section';

/**
 * The private calendar feed: its address is shown once, when made, because only its hash is
 * kept; making a new one or revoking it stops the old address at once.
 */
export function CalendarFeedSection() {
  const { t } = useTranslation('account');
  const format = useSchoolFormat();
  const feed = useCalendarFeed();
  const rotate = useRotateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const make = () =>
    rotate.mutate(undefined, {
      onSuccess: (status) => setUrl(status.url),
      onError: (error) => toastError(error.message),
    });

  const since = feed.data?.createdAt ? format.date(feed.data.createdAt) : '';

  return (
    <SettingsSection title={t('feed.title')} hint={t('feed.hint')}>
      {feed.isPending ? (
        <Skeleton height={36} />
      ) : feed.isError ? (
        <LoadError error={feed.error} onRetry={() => void feed.refetch()} />
      ) : (
        <>
          {url && (
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                label={t('feed.address')}
                value={url}
                readOnly
                style={{ flex: 1 }}
                onFocus={(e) => e.currentTarget.select()}
              />
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Button
                    variant="light"
                    onClick={copy}
                    leftSection={
                      copied ? (
                        <IconCheck size={16} aria-hidden="true" />
                      ) : (
                        <IconCopy size={16} aria-hidden="true" />
                      )
                    }
                  >
                    {copied ? t('feed.copied') : t('feed.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
          )}
          {url && <Alert color="blue">{t('feed.once')}</Alert>}
          <Text size="sm">{feed.data.active ? t('feed.active', { since }) : t('feed.none')}</Text>
          <Group justify="flex-end" gap="xs">
            {feed.data.active && (
              <Button variant="subtle" color="red" onClick={() => setConfirming(true)}>
                {t('feed.revoke')}
              </Button>
            )}
            <Button onClick={make} loading={rotate.isPending}>
              {feed.data.active ? t('feed.rotate') : t('feed.create')}
            </Button>
          </Group>
        </>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('feed.revokeTitle')}
        confirmLabel={t('feed.revoke')}
        loading={revoke.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          revoke.mutate(undefined, {
            onSuccess: () => {
              setUrl(null);
              setConfirming(false);
            },
          })
        }
      >
        {t('feed.revokeText')}
      </ConfirmDialog>
    </SettingsSection>
  );
}
