import { Button, Group, Paper, Text } from '@mantine/core';
import { IconCircleCheck, IconPointFilled } from '@tabler/icons-react';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchoolFormat } from '../../../lib/use-school-format';
import classes from './save-bar.module.css';

type SaveBarProps = { dirty: boolean; saving: boolean; updatedAt: string };

/** Space kept between the field being edited and the bar that rose over it. */
const clearancePx = 16;

/**
 * The end of the form: when it was last saved. Once something changes it floats at the bottom of
 * the screen with the save buttons enabled; with nothing changed it sits after the last card and
 * covers nothing.
 */
export function SaveBar({ dirty, saving, updatedAt }: SaveBarProps) {
  const { t } = useTranslation('school');
  const bar = useRef<HTMLDivElement>(null);
  const lastSaved = useSchoolFormat().dateTime(updatedAt);

  // The first change makes the bar float: the field the reader is typing in must not end up
  // beneath it.
  useLayoutEffect(() => {
    const field = document.activeElement;
    if (!dirty || !bar.current || !(field instanceof HTMLElement) || bar.current.contains(field))
      return;
    const overlap = field.getBoundingClientRect().bottom - bar.current.getBoundingClientRect().top;
    if (overlap > -clearancePx) window.scrollBy({ top: overlap + clearancePx });
  }, [dirty]);

  return (
    <Paper
      ref={bar}
      className={classes.root}
      withBorder
      radius="lg"
      data-dirty={dirty || undefined}
      data-floating-bar={dirty || undefined}
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
        {/* Nothing changed, nothing to save: a save then would say "saved" and change nothing. */}
        <Button type="submit" loading={saving} disabled={!dirty}>
          {t('save')}
        </Button>
      </Group>
    </Paper>
  );
}
