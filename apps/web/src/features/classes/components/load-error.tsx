import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type LoadErrorProps = { error: Error | null; onRetry: () => void; title?: string };

/** A failed load, inline, with a retry (no modal). */
export function LoadError({ error, onRetry, title }: LoadErrorProps) {
  const { t } = useTranslation('classes');
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={20} aria-hidden="true" />}
      title={title ?? t('load.failed')}
      role="alert"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">{error?.message || t('load.tryAgainHint')}</Text>
        <Button
          size="xs"
          variant="white"
          color="red"
          leftSection={<IconRefresh size={14} aria-hidden="true" />}
          onClick={onRetry}
        >
          {t('load.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
