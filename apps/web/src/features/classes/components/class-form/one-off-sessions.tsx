import { ActionIcon, Button, Stack } from '@mantine/core';
import { DatePickerInput, TimeInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { IconCalendar, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCalendarLabels } from '../../lib/use-calendar-labels';
import { newRowKey, type ClassFormValues } from '../../lib/class-form-values';
import { nextDay } from '../../lib/local-time';
import classes from './class-form.module.css';

const weekLater = (date: string | null) => {
  let day = date;
  for (let i = 0; day && i < 7; i++) day = nextDay(day);
  return day;
};

/** One row per session: a day, a start and an end time. */
export function OneOffSessions({ form }: { form: UseFormReturnType<ClassFormValues> }) {
  const { t } = useTranslation('classes');
  const calendarLabels = useCalendarLabels();
  const rows = form.values.sessions;

  function addRow() {
    const last = rows[rows.length - 1];
    form.insertListItem('sessions', {
      key: newRowKey(),
      date: weekLater(last?.date ?? null),
      start: last?.start ?? '16:00',
      end: last?.end ?? '17:30',
    });
  }

  return (
    <Stack gap="sm">
      {rows.map((row, index) => {
        const first = index === 0;
        const n = index + 1;
        return (
          <div key={row.key} className={classes.sessionRow}>
            <DatePickerInput
              ariaLabels={calendarLabels}
              label={first ? t('form.sessionDate') : undefined}
              aria-label={first ? undefined : t('form.sessionDateN', { n })}
              placeholder={t('form.pickDate')}
              leftSection={<IconCalendar size={16} aria-hidden="true" />}
              valueFormat="ddd D MMM YYYY"
              withAsterisk={first}
              {...form.getInputProps(`sessions.${index}.date`)}
            />
            <TimeInput
              label={first ? t('form.starts') : undefined}
              aria-label={first ? undefined : t('form.startsN', { n })}
              withAsterisk={first}
              {...form.getInputProps(`sessions.${index}.start`)}
            />
            <TimeInput
              label={first ? t('form.ends') : undefined}
              aria-label={first ? undefined : t('form.endsN', { n })}
              withAsterisk={first}
              {...form.getInputProps(`sessions.${index}.end`)}
            />
            <div className={classes.removeCell} data-labelled={first || undefined}>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                disabled={rows.length === 1}
                aria-label={t('form.removeSession', { n })}
                onClick={() => form.removeListItem('sessions', index)}
              >
                <IconTrash size={18} aria-hidden="true" />
              </ActionIcon>
            </div>
          </div>
        );
      })}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden="true" />}
        onClick={addRow}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('form.addSession')}
      </Button>
    </Stack>
  );
}
