import { ActionIcon, Group, Text } from '@mantine/core';
import type { Slot } from '@school/shared/tutors/tutors.contract';
import { tutorLimits } from '@school/shared/tutors/tutors.rules';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { SectionCard } from '../../../components/section-card';
import { WeekStrip } from '../../../components/week-strip';
import { addDays, groupByZonedDay, startOfZonedDay, zonedDay } from '../../../lib/zoned-time';
import { useTutorSlots } from '../api/get-tutor-slots';
import { useSchoolFormat } from '../../../lib/use-school-format';
import classes from './flip.module.css';

type FreeSlotsProps = {
  tutorId: string;
  /** The school's zone: the days and times are its wall clock. */
  zone: string;
  /** The profile's slots (its first two weeks), so those weeks need no request of their own. */
  firstSlots: Slot[];
  /** Where booking starts, when the viewer may book: each free time then opens it at that time. */
  bookHref?: string | null;
};

/** Weeks the profile's own slots cover (it carries `profileSlotDays` days from now). */
const weeksInProfile = Math.floor(tutorLimits.profileSlotDays / 7);
/** The last week that starts before free time stops being known. */
const lastWeek = Math.ceil(tutorLimits.horizonDays / 7) - 1;

/** A week of the tutor's free hours at a time, from today, in the school's time zone. */
export function FreeSlots({ tutorId, zone, firstSlots, bookHref = null }: FreeSlotsProps) {
  const { t } = useTranslation('tutors');
  const format = useSchoolFormat(zone);
  const [week, setWeek] = useState(0);
  // The day the page was opened: the strip and the calendar start there.
  const [now] = useState(() => Date.now());
  const today = zonedDay(now, zone);
  const first = addDays(today, week * 7);
  const days = useMemo(() => Array.from({ length: 7 }, (_, i) => addDays(first, i)), [first]);
  const from = startOfZonedDay(first, zone);
  const to = startOfZonedDay(addDays(first, 7), zone);
  const fetched = useTutorSlots(tutorId, from, to, week >= weeksInProfile);
  const slots = week < weeksInProfile ? firstSlots : fetched.data?.items;
  const byDay = useMemo(() => groupByZonedDay(slots ?? [], zone), [slots, zone]);
  const loading = week >= weeksInProfile && (fetched.isPending || fetched.isPlaceholderData);
  const range = t('slots.range', {
    from: format.dayMonth(days[0] ?? first),
    to: format.dayMonth(days[6] ?? first),
  });
  const empty = !loading && slots !== undefined && days.every((day) => !byDay.has(day));

  return (
    <SectionCard
      title={t('slots.title')}
      id="tutor-free-times"
      description={t('slots.zone', { zone: format.zoneName() })}
      actions={
        <Group gap={6} wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('slots.previous')}
            disabled={week === 0}
            onClick={() => setWeek((w) => Math.max(0, w - 1))}
          >
            <IconChevronLeft size={18} aria-hidden="true" className={classes.icon} />
          </ActionIcon>
          <Text size="sm" fw={500} miw={120} ta="center" aria-live="polite">
            {range}
          </Text>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('slots.next')}
            disabled={week >= lastWeek}
            onClick={() => setWeek((w) => Math.min(lastWeek, w + 1))}
          >
            <IconChevronRight size={18} aria-hidden="true" className={classes.icon} />
          </ActionIcon>
        </Group>
      }
    >
      {fetched.isError && week >= weeksInProfile ? (
        <LoadError
          error={fetched.error}
          onRetry={() => void fetched.refetch()}
          retrying={fetched.isFetching}
        />
      ) : (
        <>
          <WeekStrip
            days={days}
            itemsOn={(day) => byDay.get(day) ?? []}
            itemKey={(slot) => slot.startsAt}
            renderItem={(slot) =>
              bookHref ? (
                <Link
                  className={classes.book}
                  to={`${bookHref}${bookHref.includes('?') ? '&' : '?'}slot=${encodeURIComponent(slot.startsAt)}`}
                  aria-label={t('slots.book', { slot: format.slot(slot.startsAt) })}
                >
                  <time dateTime={slot.startsAt}>{format.time(slot.startsAt)}</time>
                </Link>
              ) : (
                <time dateTime={slot.startsAt}>{format.time(slot.startsAt)}</time>
              )
            }
            heading={(day) => ({ weekday: format.weekday(day), date: format.dayOfMonth(day) })}
            today={today}
            loading={loading}
            emptyDay={t('slots.dayNone')}
            label={t('slots.weekLabel', {
              from: format.dayMonth(days[0] ?? first),
              to: format.dayMonth(days[6] ?? first),
            })}
          />
          {empty && (
            <Text size="sm" c="dimmed">
              {t('slots.none')}
            </Text>
          )}
        </>
      )}
    </SectionCard>
  );
}
