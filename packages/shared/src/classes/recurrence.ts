import { DateTime } from 'luxon';

export const maxSessionsPerClass = 200;
export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof weekdays)[number];

export type Recurrence = {
  /** First session's start and end (ISO 8601 with offset); their wall-clock times repeat. */
  startsAt: string;
  endsAt: string;
  weekdays: Weekday[];
  /** Last day (YYYY-MM-DD, in the school's time zone) a session may fall on. */
  until: string;
};

export type SessionTimes = { startsAt: string; endsAt: string };

/** Why a weekly rule gives no sessions; clients translate these, the API answers the English text. */
export const recurrenceProblems = [
  'times',
  'until',
  'end_before_start',
  'until_before_start',
  'no_weekdays',
  'too_many',
  'no_sessions',
] as const;
export type RecurrenceProblem = (typeof recurrenceProblems)[number];

export const recurrenceProblemText: Record<RecurrenceProblem, string> = {
  times: 'Please give the first session’s start and end as date and time.',
  until: 'Please give the last day as YYYY-MM-DD.',
  end_before_start: 'A session must end after it starts.',
  until_before_start: 'The last day must be on or after the first session.',
  no_weekdays: 'Choose at least one weekday.',
  too_many: `A class has at most ${maxSessionsPerClass} sessions; choose an earlier last day.`,
  no_sessions: 'These weekdays give no session before the last day.',
};

/**
 * Expands a weekly recurrence in the school's time zone: every session keeps the local start time
 * and length of the first, also across a daylight-saving change. Returns UTC ISO strings, or why
 * it cannot.
 */
export function expandRecurrence(
  rule: Recurrence,
  timeZone: string,
): SessionTimes[] | RecurrenceProblem {
  const start = DateTime.fromISO(rule.startsAt, { setZone: true }).setZone(timeZone);
  const end = DateTime.fromISO(rule.endsAt, { setZone: true }).setZone(timeZone);
  const until = DateTime.fromISO(rule.until, { zone: timeZone }).endOf('day');
  if (!start.isValid || !end.isValid) return 'times';
  if (!until.isValid) return 'until';
  if (end <= start) return 'end_before_start';
  if (until < start) return 'until_before_start';
  if (rule.weekdays.length === 0) return 'no_weekdays';

  const duration = end.diff(start);
  const days = new Set(rule.weekdays.map((d) => weekdays.indexOf(d) + 1));
  const sessions: SessionTimes[] = [];
  for (let day = start.startOf('day'); day <= until; day = day.plus({ days: 1 })) {
    if (!days.has(day.weekday)) continue;
    const sessionStart = day.set({
      hour: start.hour,
      minute: start.minute,
      second: 0,
      millisecond: 0,
    });
    if (sessionStart < start) continue;
    if (sessions.length >= maxSessionsPerClass) return 'too_many';
    sessions.push({
      startsAt: sessionStart.toUTC().toISO() ?? '',
      endsAt: sessionStart.plus(duration).toUTC().toISO() ?? '',
    });
  }
  if (sessions.length === 0) return 'no_sessions';
  return sessions;
}
