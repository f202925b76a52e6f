import { Button, Group, Paper, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type BulkBarProps = {
  count: number;
  approving: boolean;
  onApprove: () => void;
  onReject: () => void;
  onClear: () => void;
};

/** Actions for the checked proposals. */
export function BulkBar({ count, approving, onApprove, onReject, onClear }: BulkBarProps) {
  const { t } = useTranslation('classes');
  return (
    <Paper
      px="md"
      py="sm"
      radius={0}
      bg="var(--mantine-primary-color-light)"
      role="region"
      aria-label={t('approval.bulkLabel')}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm">
          <Text size="sm" fw={600} aria-live="polite">
            {t('approval.selected', { count })}
          </Text>
          <Button size="compact-sm" variant="subtle" onClick={onClear}>
            {t('approval.clearSelection')}
          </Button>
        </Group>
        <Group gap="xs">
          <Button
            size="xs"
            color="green"
            leftSection={<IconCheck size={16} aria-hidden="true" />}
            loading={approving}
            onClick={onApprove}
          >
            {t('approval.approveSelected', { count })}
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            leftSection={<IconX size={16} aria-hidden="true" />}
            onClick={onReject}
          >
            {t('approval.rejectSelected', { count })}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
