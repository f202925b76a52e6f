import { Alert, Button, Group, Text, type MantineSpacing } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-error';

type LoadErrorProps = {
  /** What failed; a refusal (4xx) says why in its message, anything else gets the general hint. */
  error?: unknown;
  /** What could not be loaded, when the page can say it better than "This". */
  title?: string;
  /** What a detail page says when the thing asked for does not exist (404): no retry then. */
  notFound?: { title: string; text: string };
  onRetry: () => void;
  retrying?: boolean;
  m?: MantineSpacing;
};

function reasonOf(error: unknown): string | null {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message
    ? error.message
    : null;
}

/** A load that failed stays where its content would be, with the reason and a retry (no modal). */
export function LoadError({
  error,
  title,
  notFound,
  onRetry,
  retrying = false,
  m,
}: LoadErrorProps) {
  const { t } = useTranslation();
  if (notFound && error instanceof ApiError && error.status === 404) {
    return (
      <Alert m={m} color="gray" variant="light" radius="md" title={notFound.title}>
        {notFound.text}
      </Alert>
    );
  }
  return (
    <Alert
      m={m}
      color="red"
      variant="light"
      radius="md"
      icon={<IconAlertTriangle size={20} aria-hidden="true" />}
      title={title ?? t('kit.loadError.title')}
      role="alert"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">{reasonOf(error) ?? t('kit.loadError.text')}</Text>
        <Button
          size="xs"
          variant="white"
          color="red"
          leftSection={<IconRefresh size={14} aria-hidden="true" />}
          loading={retrying}
          onClick={onRetry}
        >
          {t('kit.loadError.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
