import type {
  ClassDetail,
  CreateClassBody,
  UpdateClassBody,
} from '@school/shared/classes/classes.contract';
import {
  expandRecurrence,
  type RecurrenceProblem,
  type SessionTimes,
  type Weekday,
} from '@school/shared/classes/recurrence';
import { toZonedIso, zonedDateOf, zonedTimeOf } from './local-time';

export type ScheduleMode = 'sessions' | 'weekly';
export type SessionRow = { key: string; date: string | null; start: string; end: string };
export type WeeklyRule = {
  date: string | null;
  start: string;
  end: string;
  weekdays: Weekday[];
  until: string | null;
};
export type ClassFormValues = {
  tutorId: string | null;
  subjectId: string | null;
  title: string;
  description: string;
  videoUrl: string;
  capacity: number | string;
  priceCredits: number | string;
  location: string;
  mode: ScheduleMode;
  sessions: SessionRow[];
  weekly: WeeklyRule;
};

let rowCounter = 0;
export const newRowKey = () => `row-${++rowCounter}`;

export function emptyValues(): ClassFormValues {
  return {
    tutorId: null,
    subjectId: null,
    title: '',
    description: '',
    videoUrl: '',
    capacity: 12,
    priceCredits: 0,
    location: '',
    mode: 'weekly',
    sessions: [{ key: newRowKey(), date: null, start: '16:00', end: '17:30' }],
    weekly: { date: null, start: '16:00', end: '17:30', weekdays: [], until: null },
  };
}

/** The class being edited, its sessions as one-off rows on the wall clock of `timeZone`. */
export function valuesFromDetail(detail: ClassDetail, timeZone: string): ClassFormValues {
  const dateOf = (iso: string) => zonedDateOf(iso, timeZone);
  const timeOf = (iso: string) => zonedTimeOf(iso, timeZone);
  const first = detail.sessions[0];
  return {
    tutorId: detail.tutor.id,
    subjectId: detail.subject.id,
    title: detail.title,
    description: detail.description,
    videoUrl: detail.videoUrl ?? '',
    capacity: detail.capacity,
    priceCredits: detail.priceCredits,
    location: detail.location ?? '',
    mode: 'sessions',
    sessions: detail.sessions.map((s) => ({
      key: newRowKey(),
      date: dateOf(s.startsAt),
      start: timeOf(s.startsAt),
      end: timeOf(s.endsAt),
    })),
    weekly: {
      date: first ? dateOf(first.startsAt) : null,
      start: first ? timeOf(first.startsAt) : '16:00',
      end: first ? timeOf(first.endsAt) : '17:30',
      weekdays: [],
      until: null,
    },
  };
}

/** One-off rows, read on the wall clock of `timeZone`, as ISO times (incomplete rows skipped). */
export function rowsToSessions(rows: SessionRow[], timeZone: string): SessionTimes[] {
  return rows.flatMap((row) => {
    const startsAt = toZonedIso(row.date, row.start, timeZone);
    const endsAt = toZonedIso(row.date, row.end, timeZone);
    return startsAt && endsAt ? [{ startsAt, endsAt }] : [];
  });
}

/** The weekly rule expanded on the wall clock of `timeZone`, or the reason it cannot be. */
export function expandWeekly(
  rule: WeeklyRule,
  timeZone: string,
): SessionTimes[] | RecurrenceProblem | null {
  const startsAt = toZonedIso(rule.date, rule.start, timeZone);
  const endsAt = toZonedIso(rule.date, rule.end, timeZone);
  if (!startsAt || !endsAt || !rule.until) return null;
  return expandRecurrence(
    { startsAt, endsAt, weekdays: rule.weekdays, until: rule.until },
    timeZone,
  );
}

/**
 * The sessions the form describes, its days and times read in `timeZone` (the school's). A weekly
 * rule is sent expanded, so the class gets exactly the sessions the summary listed; the API takes
 * instants with their offset and no zone of its own.
 */
export function scheduleOf(values: ClassFormValues, timeZone: string): SessionTimes[] {
  if (values.mode === 'sessions') return rowsToSessions(values.sessions, timeZone);
  const expanded = expandWeekly(values.weekly, timeZone);
  return Array.isArray(expanded) ? expanded : [];
}

export function sameSchedule(
  a: SessionTimes[],
  b: { startsAt: string; endsAt: string }[],
): boolean {
  const times = (list: { startsAt: string; endsAt: string }[]) =>
    list
      .map((s) => `${Date.parse(s.startsAt)}-${Date.parse(s.endsAt)}`)
      .sort()
      .join();
  return a.length === b.length && times(a) === times(b);
}

function commonFields(values: ClassFormValues) {
  return {
    subjectId: values.subjectId ?? '',
    title: values.title.trim(),
    description: values.description.trim(),
    videoUrl: values.videoUrl.trim() || null,
    capacity: Number(values.capacity),
    priceCredits: Number(values.priceCredits),
    location: values.location.trim() || null,
  };
}

export function toCreateBody(values: ClassFormValues, timeZone: string): CreateClassBody {
  return {
    ...commonFields(values),
    tutorId: values.tutorId ?? undefined,
    sessions: scheduleOf(values, timeZone),
  };
}

/** Sessions are sent only when the schedule changed: replacing them clears recorded attendance. */
export function toUpdateBody(
  values: ClassFormValues,
  detail: ClassDetail,
  timeZone: string,
): UpdateClassBody {
  const sessions = scheduleOf(values, timeZone);
  return {
    ...commonFields(values),
    tutorId: values.tutorId ?? undefined,
    ...(sameSchedule(sessions, detail.sessions) ? {} : { sessions }),
  };
}

/** Server field names → form paths (`sessions.2.endsAt` → `sessions.2.end`). */
export function formPathOf(field: string, mode: ScheduleMode): string {
  const session = /^sessions\.(\d+)\.(startsAt|endsAt)$/.exec(field);
  if (session && mode === 'sessions')
    return `sessions.${session[1]}.${session[2] === 'startsAt' ? 'start' : 'end'}`;
  if (field.startsWith('sessions') || field.startsWith('recurrence')) return 'schedule';
  return field;
}
