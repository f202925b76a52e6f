import { Button, Group, Paper, Text } from '@mantine/core';
import { IconCircleCheck, IconPointFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './save-bar.module.css';

type SaveBarProps = { dirty: boolean; saving: boolean; updatedAt: string };

/** Stays at the bottom of the screen: whether there is anything to save, and when it last was. */
export function SaveBar({ dirty, saving, updatedAt }: SaveBarProps) {
  const { t, i18n } = useTranslation('school');
  const lastSaved = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(updatedAt));
  return (
    <Paper
      className={classes.root}
      withBorder
      radius="lg"
      shadow="md"
      data-dirty={dirty || undefined}
    >
      <Group gap={8} wrap="nowrap" className={classes.status} aria-live="polite">
        {dirty ? (
          <>
            <IconPointFilled size={16} className={classes.dot} aria-hidden="true" />
            <Text size="sm" fw={600}>
              {t('unsaved')}
            </Text>
          </>
        ) : (
          <>
            <IconCircleCheck size={18} className={classes.check} aria-hidden="true" />
            <Text size="sm" c="dimmed">
              {t('lastSaved', { time: lastSaved })}
            </Text>
          </>
        )}
      </Group>
      <Group gap="sm" wrap="nowrap">
        <Button type="reset" variant="default" disabled={!dirty || saving}>
          {t('reset')}
        </Button>
        <Button type="submit" loading={saving}>
          {t('save')}
        </Button>
      </Group>
    </Paper>
  );
}
