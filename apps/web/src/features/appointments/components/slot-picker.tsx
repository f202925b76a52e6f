import { ActionIcon, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { WeekStrip } from '../../../components/week-strip';
import { addDays, groupByZonedDay, startOfZonedDay, zonedDay } from '../../../lib/zoned-time';
import { useFreeSlots } from '../api/get-free-slots';
import { bookableStarts } from '../lib/booking-slots';
import type { SchoolFormat } from '../../../lib/use-school-format';
import classes from './slot-picker.module.css';

/** How far ahead free time is known (the tutors' horizon, 60 days): the last week to show. */
const lastWeek = 8;

type SlotPickerProps = {
  tutorId: string;
  zone: string;
  format: SchoolFormat;
  minutes: number;
  /** The chosen start (ISO, UTC), or null. */
  value: string | null;
  onChange: (startsAt: string) => void;
  /** What is being chosen ("Time"), above the week. */
  label: string;
};

/** A week of a tutor's free starts for a session of `minutes`, chosen with one press. */
export function SlotPicker({
  tutorId,
  zone,
  format,
  minutes,
  value,
  onChange,
  label,
}: SlotPickerProps) {
  const { t } = useTranslation('appointments');
  const [now] = useState(() => Date.now());
  const today = zonedDay(now, zone);
  // Open on the week of the chosen start (a link from the profile names one).
  const [week, setWeek] = useState(() => {
    if (!value) return 0;
    const days = (Date.parse(startOfZonedDay(zonedDay(value, zone), zone)) - now) / 86_400_000;
    return Math.min(lastWeek, Math.max(0, Math.floor(days / 7)));
  });
  const first = addDays(today, week * 7);
  const days = useMemo(() => Array.from({ length: 7 }, (_, i) => addDays(first, i)), [first]);
  const from = startOfZonedDay(first, zone);
  // One more day than the week, so a session late on its last day can run past midnight.
  const to = startOfZonedDay(addDays(first, 8), zone);
  const slots = useFreeSlots(tutorId, from, to);
  const starts = useMemo(
    () =>
      bookableStarts(slots.data?.items ?? [], minutes).filter((s) => Date.parse(s.startsAt) > now),
    [slots.data, minutes, now],
  );
  const byDay = useMemo(() => groupByZonedDay(starts, zone), [starts, zone]);
  const loading = slots.isPending || slots.isPlaceholderData;
  const range = t('book.weekRange', {
    from: format.dayMonth(days[0] ?? first),
    to: format.dayMonth(days[6] ?? first),
  });

  return (
    <div className={classes.root}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Group gap={6} wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('book.previousWeek')}
            disabled={week === 0}
            onClick={() => setWeek((w) => Math.max(0, w - 1))}
          >
            <IconChevronLeft size={18} aria-hidden="true" className={classes.flip} />
          </ActionIcon>
          <Text size="sm" fw={500} miw={110} ta="center" aria-live="polite">
            {range}
          </Text>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('book.nextWeek')}
            disabled={week >= lastWeek}
            onClick={() => setWeek((w) => Math.min(lastWeek, w + 1))}
          >
            <IconChevronRight size={18} aria-hidden="true" className={classes.flip} />
          </ActionIcon>
        </Group>
      </Group>
      <Text size="xs" c="dimmed">
        {t('book.zone', { zone: format.zoneName() })}
      </Text>
      {slots.isError ? (
        <LoadError
          error={slots.error}
          onRetry={() => void slots.refetch()}
          retrying={slots.isFetching}
        />
      ) : (
        <WeekStrip
          days={days}
          itemsOn={(day) => byDay.get(day) ?? []}
          itemKey={(slot) => slot.startsAt}
          renderItem={(slot) => (
            <UnstyledButton
              className={classes.slot}
              aria-pressed={slot.startsAt === value}
              data-chosen={slot.startsAt === value || undefined}
              aria-label={t('book.pickSlot', { slot: format.slot(slot.startsAt) })}
              onClick={() => onChange(slot.startsAt)}
            >
              <time dateTime={slot.startsAt}>{format.time(slot.startsAt)}</time>
            </UnstyledButton>
          )}
          heading={(day) => ({ weekday: format.weekday(day), date: format.dayOfMonth(day) })}
          today={today}
          loading={loading}
          emptyDay={t('book.dayNone')}
          label={t('book.weekLabel', {
            from: format.dayMonth(days[0] ?? first),
            to: format.dayMonth(days[6] ?? first),
          })}
        />
      )}
      {!loading && !slots.isError && starts.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('book.weekNone', { minutes })}
        </Text>
      )}
    </div>
  );
}
