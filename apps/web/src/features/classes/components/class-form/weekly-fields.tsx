import { Chip, Group, Input, SimpleGrid, Stack } from '@mantine/core';
import { DatePickerInput, TimeInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { weekdays, type Weekday } from '@school/shared/classes/recurrence';
import { IconCalendar } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCalendarLabels } from '../../lib/use-calendar-labels';
import type { ClassFormValues } from '../../lib/class-form-values';

/** 1 January 2024 was a Monday: weekday names come from Intl in the interface language. */
const mondayUtc = Date.UTC(2024, 0, 1, 12);

export function weekdayOf(date: string): Weekday | undefined {
  const [y, m, d] = date.split('-').map(Number);
  const day = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).getUTCDay();
  return weekdays[(day + 6) % 7];
}

/** First session (date, times), the weekdays it repeats on, and the last day. */
export function WeeklyFields({ form }: { form: UseFormReturnType<ClassFormValues> }) {
  const { t, i18n } = useTranslation('classes');
  const calendarLabels = useCalendarLabels();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const names = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    return weekdays.map((day, i) => ({
      day,
      label: format.format(new Date(mondayUtc + i * 86_400_000)),
    }));
  }, [locale]);
  const weekly = form.values.weekly;
  const dateProps = form.getInputProps('weekly.date');

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <DatePickerInput
          ariaLabels={calendarLabels}
          label={t('form.firstDate')}
          placeholder={t('form.pickDate')}
          leftSection={<IconCalendar size={16} aria-hidden="true" />}
          valueFormat="ddd D MMM YYYY"
          withAsterisk
          {...dateProps}
          onChange={(value) => {
            form.setFieldValue('weekly.date', value);
            // The first day's weekday is the natural first choice.
            const day = value ? weekdayOf(value) : undefined;
            if (day && weekly.weekdays.length === 0) form.setFieldValue('weekly.weekdays', [day]);
          }}
        />
        <TimeInput label={t('form.starts')} withAsterisk {...form.getInputProps('weekly.start')} />
        <TimeInput label={t('form.ends')} withAsterisk {...form.getInputProps('weekly.end')} />
      </SimpleGrid>
      <div role="group" aria-labelledby="weekly-weekdays-label">
        <Input.Label id="weekly-weekdays-label" required labelElement="div">
          {t('recurrence.weekdays')}
        </Input.Label>
        <Chip.Group
          multiple
          value={weekly.weekdays}
          onChange={(value) =>
            form.setFieldValue(
              'weekly.weekdays',
              weekdays.filter((day) => value.includes(day)),
            )
          }
        >
          <Group gap="xs" mt={4}>
            {names.map(({ day, label }) => (
              <Chip key={day} value={day} size="sm" variant="outline">
                {label}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        {form.errors['weekly.weekdays'] && (
          <Input.Error mt={6}>{form.errors['weekly.weekdays']}</Input.Error>
        )}
      </div>
      <DatePickerInput
        ariaLabels={calendarLabels}
        label={t('recurrence.until')}
        description={t('recurrence.untilHint')}
        placeholder={t('form.pickDate')}
        leftSection={<IconCalendar size={16} aria-hidden="true" />}
        valueFormat="ddd D MMM YYYY"
        minDate={weekly.date ?? undefined}
        withAsterisk
        maw={{ base: '100%', xs: 320 }}
        {...form.getInputProps('weekly.until')}
      />
    </Stack>
  );
}
