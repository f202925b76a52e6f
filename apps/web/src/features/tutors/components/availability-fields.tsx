import '@mantine/dates/styles.css';
import 'dayjs/locale/ar';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/pt';
import { Group, Stack } from '@mantine/core';
import { DatePickerInput, DatesProvider, TimeInput } from '@mantine/dates';
import { IconCalendar, IconClock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { windowIsBackwards, type TutorSearchState } from '../lib/search-params';

export type AvailabilityFieldsProps = {
  availableOn: string | null;
  fromTime: string | null;
  toTime: string | null;
  /** The school's today (`YYYY-MM-DD`): no day before it can be chosen. */
  today: string;
  /** The last day tutors' free time is known for. */
  lastDay: string;
  update: (patch: Partial<TutorSearchState>) => void;
};

const complete = /^\d{2}:\d{2}$/;

/**
 * "Available on" a day of the school's calendar, optionally within a time window. Its own chunk:
 * the calendar and its date library load when the filters are first shown, not with the page.
 */
export function AvailabilityFields({
  availableOn,
  fromTime,
  toTime,
  today,
  lastDay,
  update,
}: AvailabilityFieldsProps) {
  const { t, i18n } = useTranslation('tutors');
  const locale = i18n.resolvedLanguage ?? i18n.language;
  // Typed times reach the address once whole ("14:3" is not sent); the field keeps the typing.
  const [from, setFrom] = useState(fromTime ?? '');
  const [to, setTo] = useState(toTime ?? '');
  const [seen, setSeen] = useState({ fromTime, toTime });
  if (seen.fromTime !== fromTime || seen.toTime !== toTime) {
    setSeen({ fromTime, toTime });
    setFrom(fromTime ?? '');
    setTo(toTime ?? '');
  }
  const ariaLabels = {
    monthLevelControl: t('calendar.monthLevel'),
    yearLevelControl: t('calendar.yearLevel'),
    nextMonth: t('calendar.nextMonth'),
    previousMonth: t('calendar.previousMonth'),
    nextYear: t('calendar.nextYear'),
    previousYear: t('calendar.previousYear'),
    nextDecade: t('calendar.nextDecade'),
    previousDecade: t('calendar.previousDecade'),
  };
  const backwards = windowIsBackwards({ fromTime, toTime });
  const needsDay = !availableOn && Boolean(fromTime ?? toTime);

  const onTime = (field: 'fromTime' | 'toTime', value: string) => {
    if (field === 'fromTime') setFrom(value);
    else setTo(value);
    if (value === '' || complete.test(value)) update({ [field]: value || null });
  };

  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: 1 }}>
      <Stack gap="sm">
        <DatePickerInput
          ariaLabels={ariaLabels}
          label={t('filters.availableOn')}
          placeholder={t('filters.anyDay')}
          leftSection={<IconCalendar size={16} aria-hidden="true" />}
          clearable
          valueFormat="ddd D MMM YYYY"
          minDate={today}
          maxDate={lastDay}
          value={availableOn}
          onChange={(day) => update({ availableOn: day })}
          error={needsDay ? t('filters.windowNeedsDay') : undefined}
        />
        <Group gap="sm" grow wrap="nowrap" align="flex-start">
          <TimeInput
            label={t('filters.from')}
            leftSection={<IconClock size={16} aria-hidden="true" />}
            value={from}
            onChange={(event) => onTime('fromTime', event.currentTarget.value)}
            disabled={!availableOn && !fromTime}
          />
          <TimeInput
            label={t('filters.to')}
            leftSection={<IconClock size={16} aria-hidden="true" />}
            value={to}
            onChange={(event) => onTime('toTime', event.currentTarget.value)}
            disabled={!availableOn && !toTime}
            error={backwards ? t('filters.windowBackwards') : undefined}
          />
        </Group>
      </Stack>
    </DatesProvider>
  );
}
