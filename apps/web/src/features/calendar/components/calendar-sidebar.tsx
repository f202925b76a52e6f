import '@mantine/dates/styles.css';
import 'dayjs/locale/ar';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/pt';
import { Box, Checkbox, ColorSwatch, Group, Stack, Text, Title } from '@mantine/core';
import { Calendar, DatesProvider } from '@mantine/dates';
import {
  calendarLabels,
  calendarSources,
  labelColours,
  sourceColours,
  type CalendarLabel,
  type CalendarSource,
} from '@school/shared/calendar/calendar.rules';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  sources: readonly CalendarSource[];
  labels: readonly CalendarLabel[];
  onSources: (next: CalendarSource[]) => void;
  onLabels: (next: CalendarLabel[]) => void;
  zoneName: string;
  onDay: (day: string) => void;
  /** The month the main view shows (`YYYY-MM-01`): the mini month turns to it. */
  shownMonth?: string;
};

const colourOf = (source: CalendarSource) =>
  source === 'events' ? 'var(--mantine-color-gray-6)' : sourceColours[source];

const toggled = <T,>(list: readonly T[], value: T, on: boolean) =>
  on ? [...list, value] : list.filter((v) => v !== value);

/** Which sources and labels the calendar shows (kept in the address), a mini month, the zone. */
export const CalendarSidebar = memo(function CalendarSidebar({
  sources,
  labels,
  onSources,
  onLabels,
  zoneName,
  onDay,
  shownMonth,
}: Props) {
  const { t, i18n } = useTranslation('calendar');
  // Its own arrows turn it freely; when the main view moves to another month, it follows.
  const [month, setMonth] = useState(shownMonth);
  const [followed, setFollowed] = useState(shownMonth);
  if (shownMonth !== followed) {
    setFollowed(shownMonth);
    setMonth(shownMonth);
  }
  return (
    <Stack gap="lg">
      <Box>
        <DatesProvider settings={{ locale: i18n.resolvedLanguage ?? 'en', firstDayOfWeek: 1 }}>
          <Calendar
            size="sm"
            date={month}
            onDateChange={setMonth}
            getDayProps={(date) => ({ onClick: () => onDay(String(date).slice(0, 10)) })}
            ariaLabels={{
              previousMonth: t('mini.previous'),
              nextMonth: t('mini.next'),
              monthLevelControl: t('mini.level'),
            }}
          />
        </DatesProvider>
      </Box>
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <Title order={2} size="h6" mb="xs" component="legend">
          {t('filters.sources')}
        </Title>
        <Stack gap={6}>
          {calendarSources.map((source) => (
            <Checkbox
              key={source}
              checked={sources.includes(source)}
              onChange={(e) => onSources(toggled(sources, source, e.currentTarget.checked))}
              label={
                <Group gap={6} wrap="nowrap">
                  <ColorSwatch color={colourOf(source)} size={12} aria-hidden="true" />
                  {t(`sources.${source}`)}
                </Group>
              }
            />
          ))}
        </Stack>
      </fieldset>
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <Title order={2} size="h6" mb="xs" component="legend">
          {t('filters.labels')}
        </Title>
        <Stack gap={6}>
          {calendarLabels.map((label) => (
            <Checkbox
              key={label}
              checked={labels.includes(label)}
              disabled={!sources.includes('events')}
              onChange={(e) => onLabels(toggled(labels, label, e.currentTarget.checked))}
              label={
                <Group gap={6} wrap="nowrap">
                  <ColorSwatch color={labelColours[label]} size={12} aria-hidden="true" />
                  {t(`labels.${label}`)}
                </Group>
              }
            />
          ))}
        </Stack>
      </fieldset>
      <Text size="sm" c="dimmed">
        {t('zone', { zone: zoneName })}
      </Text>
    </Stack>
  );
});
