import { Group, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The conversation's place while it loads: a header line and a few bubbles. */
export function PaneSkeleton({ bare = false }: { bare?: boolean }) {
  const { t } = useTranslation('chat');
  return (
    <Stack gap="md" p={bare ? 0 : 'md'} aria-busy="true" aria-label={t('pane.loading')}>
      {!bare && (
        <Group gap="sm">
          <Skeleton circle height={36} />
          <Skeleton height={14} width={160} />
        </Group>
      )}
      <Skeleton height={34} width="55%" radius="lg" />
      <Skeleton height={34} width="40%" radius="lg" ml="auto" />
      <Skeleton height={52} width="65%" radius="lg" />
    </Stack>
  );
}
