import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The editor's place while its code arrives: its own height, so nothing below moves. */
export function EditorLoader({ height = 240 }: { height?: number }) {
  const { t } = useTranslation();
  return <Skeleton height={height} radius="md" aria-label={t('common.loading')} role="status" />;
}
