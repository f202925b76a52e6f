import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useStudentsTranslation } from '../lib/translations';

type LoadErrorProps = { message: string; onRetry: () => void; retrying: boolean };

/** A load that failed stays in the page, with its reason and a way to try again. */
export function LoadError({ message, onRetry, retrying }: LoadErrorProps) {
  const { t } = useStudentsTranslation();
  return (
    <Alert
      m="md"
      color="red"
      variant="light"
      radius="md"
      icon={<IconAlertCircle size={18} aria-hidden="true" />}
      title={t('error.loadTitle')}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{message}</Text>
        <Button
          size="xs"
          variant="white"
          color="red"
          leftSection={<IconRefresh size={14} aria-hidden="true" />}
          loading={retrying}
          onClick={onRetry}
        >
          {t('error.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
