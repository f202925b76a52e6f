import { DateTime } from 'luxon';
import type { CalendarRepeat } from './calendar.rules.ts';

export type Series = {
  start: Date;
  end: Date;
  allDay: boolean;
  repeat: CalendarRepeat | null;
  /** Last local day (YYYY-MM-DD) an occurrence may start on. */
  repeatUntil: string | null;
  excluded?: Date[];
};
export type Occurrence = {
  start: Date;
  end: Date;
  /** The original start (RECURRENCE-ID). */ key: Date;
};

/**
 * The occurrences of a series that overlap [from, to), expanded in the school's time zone with
 * RFC 5545 (rrule) semantics: each keeps the local start time of the first, across daylight-saving
 * changes; a monthly series on the 31st skips the months without one. An all-day event keeps its
 * length in days, a timed one its length in minutes.
 */
export function occurrencesOf(
  series: Series,
  zone: string,
  from: Date,
  to: Date,
  limit = 1000,
): Occurrence[] {
  if (!series.repeat || !series.repeatUntil) {
    return series.start < to && series.end > from
      ? [{ start: series.start, end: series.end, key: series.start }]
      : [];
  }
  const first = DateTime.fromJSDate(series.start, { zone });
  const firstEnd = DateTime.fromJSDate(series.end, { zone });
  const days = Math.max(
    1,
    Math.round(firstEnd.startOf('day').diff(first.startOf('day'), 'days').days),
  );
  const length = series.end.getTime() - series.start.getTime();
  const until = DateTime.fromISO(series.repeatUntil, { zone }).endOf('day');
  const excluded = new Set((series.excluded ?? []).map((d) => d.getTime()));
  const out: Occurrence[] = [];
  for (let k = firstToLookAt(series, from, length); k < limit; k += 1) {
    let start: DateTime;
    if (series.repeat === 'weekly') start = first.plus({ weeks: k });
    else {
      const month = first.startOf('month').plus({ months: k });
      if (month.daysInMonth === undefined || first.day > month.daysInMonth) continue;
      start = month.set({
        day: first.day,
        hour: first.hour,
        minute: first.minute,
        second: first.second,
      });
    }
    if (start > until || start.toJSDate() >= to) break;
    const end = series.allDay ? start.plus({ days }) : start.plus({ milliseconds: length });
    const key = start.toJSDate();
    if (end.toJSDate() > from && !excluded.has(key.getTime()))
      out.push({ start: key, end: end.toJSDate(), key });
  }
  return out;
}

const weekMs = 7 * 86_400_000;

/**
 * The first occurrence number that may reach `from`: the ones before it end earlier, so a range
 * months after a series began starts there instead of stepping through each earlier one in the
 * time zone (the expensive part). Kept a step or two early: an occurrence moves by up to an hour
 * with daylight saving, and a month's length varies.
 */
function firstToLookAt(series: Series, from: Date, length: number): number {
  const before = from.getTime() - length - series.start.getTime();
  if (before <= 0) return 0;
  if (series.repeat === 'weekly') return Math.max(0, Math.floor(before / weekMs) - 1);
  const months =
    (from.getUTCFullYear() - series.start.getUTCFullYear()) * 12 +
    (from.getUTCMonth() - series.start.getUTCMonth());
  return Math.max(0, months - Math.ceil(length / (28 * 86_400_000)) - 2);
}

/** The end of a series' last occurrence (the row's `last_ends_at`), or null when it has none. */
export function lastEndOf(series: Series, zone: string): Date | null {
  if (!series.repeat) return series.end;
  const all = occurrencesOf({ ...series, excluded: [] }, zone, series.start, new Date(8.64e15));
  return all.at(-1)?.end ?? null;
}

/** How many occurrences a series has. */
export function occurrenceCount(series: Series, zone: string): number {
  if (!series.repeat) return 1;
  return occurrencesOf({ ...series, excluded: [] }, zone, series.start, new Date(8.64e15), 100_000)
    .length;
}
