import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';

type SectionErrorProps = { error: unknown; onRetry: () => void; retrying?: boolean };

/** A load error stays where the content would be, with a retry (no modal). */
export function SectionError({ error, onRetry, retrying = false }: SectionErrorProps) {
  const { t } = useTranslation('wallet');
  const detail =
    error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : null;
  return (
    <Alert
      variant="light"
      color="red"
      radius="md"
      icon={<IconAlertTriangle size={20} aria-hidden="true" />}
      title={t('errors.loadTitle')}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">{detail ?? t('errors.loadText')}</Text>
        <Button
          size="xs"
          variant="white"
          color="red"
          leftSection={<IconRefresh size={14} aria-hidden="true" />}
          onClick={onRetry}
          loading={retrying}
        >
          {t('actions.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
