import { Text } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SaveStatus } from '../appearance/appearance-store';

/**
 * Says how the latest appearance change is doing on its way to the account. The live region is
 * always there, so a screen reader hears each change of its words.
 */
export function SaveStatusLine({ status }: { status: SaveStatus }) {
  const { t } = useTranslation('account');
  const text =
    status === 'saving'
      ? t('appearance.saving')
      : status === 'saved'
        ? t('appearance.saved')
        : status === 'failed'
          ? t('appearance.failed')
          : '';
  const Icon = status === 'failed' ? IconAlertCircle : IconCheck;
  return (
    <Text
      role="status"
      size="sm"
      c={status === 'failed' ? 'red' : 'dimmed'}
      mih={22}
      style={{ display: 'flex', alignItems: 'center', gap: 6 }}
      data-save-status={status}
    >
      {(status === 'saved' || status === 'failed') && <Icon size={16} aria-hidden="true" />}
      {text}
    </Text>
  );
}
