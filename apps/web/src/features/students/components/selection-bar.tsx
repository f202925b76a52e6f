import { memo, useEffect } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconCoins, IconPlayerPlay, IconUserOff, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { allowanceDialog, statusDialog } from './lazy-parts';
import classes from './selection-bar.module.css';

type SelectionBarProps = {
  count: number;
  onDeactivate: () => void;
  onReactivate: () => void;
  onClear: () => void;
  /** Set one monthly appointment allowance for the selection (only for those who may). */
  onAllowance?: (() => void) | undefined;
};

/** Appears while students are selected (on any page): the bulk actions. */
export const SelectionBar = memo(function SelectionBar({
  count,
  onDeactivate,
  onReactivate,
  onClear,
  onAllowance,
}: SelectionBarProps) {
  const { t } = useTranslation('students');
  // What the bulk actions open.
  useEffect(() => {
    statusDialog.preload();
    if (onAllowance) allowanceDialog.preload();
  }, [onAllowance]);
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
        {onAllowance && (
          <Button
            size="xs"
            variant="light"
            color="teal"
            leftSection={<IconCoins size={14} aria-hidden="true" />}
            onClick={onAllowance}
          >
            {t('bulk.allowance')}
          </Button>
        )}
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
