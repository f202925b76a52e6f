import { memo, useEffect } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconPlayerPlay, IconUserOff, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { statusDialog } from './lazy-parts';
import classes from './selection-bar.module.css';

type SelectionBarProps = {
  count: number;
  onDeactivate: () => void;
  onReactivate: () => void;
  onClear: () => void;
};

/** Appears while students are selected (on any page): the bulk actions. */
export const SelectionBar = memo(function SelectionBar({
  count,
  onDeactivate,
  onReactivate,
  onClear,
}: SelectionBarProps) {
  const { t } = useTranslation('students');
  // What the bulk actions open.
  useEffect(() => statusDialog.preload(), []);
  return (
    <Paper className={classes.root} radius="md" p="xs" role="region" aria-label={t('bulk.region')}>
      <Text size="sm" fw={600} className={classes.count} aria-live="polite">
        {t('bulk.selected', { count })}
      </Text>
      <Group gap="xs" wrap="wrap">
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconUserOff size={14} aria-hidden="true" />}
          onClick={onDeactivate}
        >
          {t('bulk.deactivate')}
        </Button>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlayerPlay size={14} aria-hidden="true" />}
          onClick={onReactivate}
        >
          {t('bulk.reactivate')}
        </Button>
        <Button
          size="xs"
          variant="subtle"
          color="gray"
          leftSection={<IconX size={14} aria-hidden="true" />}
          onClick={onClear}
        >
          {t('bulk.clear')}
        </Button>
      </Group>
    </Paper>
  );
});
