import { Info } from 'luxon';
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

const dayMs = 86_400_000;
const minuteMs = 60_000;

/** A zone's offset from UTC in minutes at an instant (luxon's, from the platform's time zone data). */
type OffsetAt = (ts: number) => number;

/** A UTC day of one zone: its offset at the start, and the instant and offset of a change in it. */
type DayOffsets = { start: number; change?: { at: number; offset: number } };
const zoneDays = new Map<string, Map<number, DayOffsets>>();

/**
 * A zone's offsets, remembered by UTC day for the life of the process (they depend only on the
 * platform's time-zone data): asking Intl costs microseconds (formatToParts) and a busy month asks
 * thousands of times. A day whose two ends differ has its change found by halving, to the
 * millisecond. This relies on a zone changing its offset at most once in a day, which holds for
 * the time-zone database's rules.
 */
function offsetsOf(zone: string): OffsetAt {
  const tz = Info.normalizeZone(zone);
  let days = zoneDays.get(tz.name);
  if (!days) zoneDays.set(tz.name, (days = new Map()));
  const known = days;
  return (ts) => {
    const day = Math.floor(ts / dayMs);
    let offsets = known.get(day);
    if (!offsets) known.set(day, (offsets = dayOffsets((at) => tz.offset(at), day * dayMs)));
    return offsets.change && ts >= offsets.change.at ? offsets.change.offset : offsets.start;
  };
}

function dayOffsets(offsetAt: OffsetAt, start: number): DayOffsets {
  const first = offsetAt(start);
  const last = offsetAt(start + dayMs - 1);
  if (first === last) return { start: first };
  let [before, after] = [start, start + dayMs - 1];
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2);
    if (offsetAt(middle) === first) before = middle;
    else after = middle;
  }
  return { start: first, change: { at: after, offset: last } };
}

/**
 * The instant of a local wall-clock time (`wall`: the local fields read as if UTC), starting from
 * a guessed offset: luxon's own resolution, so a time skipped by a change to summer time moves
 * forward and a repeated hour takes the guessed side, exactly as `DateTime.plus` and `set` do.
 */
function instantOf(wall: number, guess: number, offsetAt: OffsetAt): [ts: number, offset: number] {
  let ts = wall - guess * minuteMs;
  const o2 = offsetAt(ts);
  if (o2 === guess) return [ts, guess];
  ts -= (o2 - guess) * minuteMs;
  const o3 = offsetAt(ts);
  if (o3 === o2) return [ts, o2];
  return [wall - Math.min(o2, o3) * minuteMs, Math.max(o2, o3)];
}

/** Days in month `month` (0-based, may overflow) of `year`. */
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/**
 * The occurrences of a series that overlap [from, to), expanded in the school's time zone with
 * RFC 5545 (rrule) semantics: each keeps the local start time of the first, across daylight-saving
 * changes; a monthly series on the 31st skips the months without one. An all-day event keeps its
 * length in days, a timed one its length in minutes.
 *
 * The steps are luxon's (`first.plus({ weeks: k })`; `startOf('month').plus({ months: k }).set(…)`),
 * done on local wall-clock numbers with one offset look-up per step instead of a DateTime per
 * step: a month of a busy school expands hundreds of occurrences per request, and each DateTime
 * asks Intl for the offset several times.
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
  const offsetAt = offsetsOf(zone);
  const startTs = series.start.getTime();
  const length = series.end.getTime() - startTs;
  const o0 = offsetAt(startTs);
  const wall0 = startTs + o0 * minuteMs;
  const first = new Date(wall0);
  const localDay = (wall: number) => Math.floor(wall / dayMs);
  const endWall = series.end.getTime() + offsetAt(series.end.getTime()) * minuteMs;
  // An all-day event keeps its length in local days.
  const days = Math.max(1, localDay(endWall) - localDay(wall0));
  // The last local day ends where the next one starts (endOf('day')).
  const [y, m, d] = series.repeatUntil.split('-').map(Number) as [number, number, number];
  const until = instantOf(Date.UTC(y, m - 1, d + 1), o0, offsetAt)[0] - 1;
  const excluded = new Set((series.excluded ?? []).map((at) => at.getTime()));
  const monthStart = instantOf(
    Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), 1),
    o0,
    offsetAt,
  );
  const out: Occurrence[] = [];
  for (let k = firstToLookAt(series, from, length); k < limit; k += 1) {
    let start: [number, number];
    if (series.repeat === 'weekly') start = instantOf(wall0 + k * 7 * dayMs, o0, offsetAt);
    else {
      const base = new Date(monthStart[0] + monthStart[1] * minuteMs);
      const [by, bm] = [base.getUTCFullYear(), base.getUTCMonth() + k];
      const [mts, mo] = instantOf(
        Date.UTC(
          by,
          bm,
          Math.min(base.getUTCDate(), daysIn(by, bm)),
          base.getUTCHours(),
          base.getUTCMinutes(),
          base.getUTCSeconds(),
          base.getUTCMilliseconds(),
        ),
        monthStart[1],
        offsetAt,
      );
      const month = new Date(mts + mo * minuteMs);
      if (first.getUTCDate() > daysIn(month.getUTCFullYear(), month.getUTCMonth())) continue;
      start = instantOf(
        Date.UTC(
          month.getUTCFullYear(),
          month.getUTCMonth(),
          first.getUTCDate(),
          first.getUTCHours(),
          first.getUTCMinutes(),
          first.getUTCSeconds(),
          month.getUTCMilliseconds(),
        ),
        mo,
        offsetAt,
      );
    }
    const [ts, offset] = start;
    if (ts > until || ts >= to.getTime()) break;
    const end = series.allDay
      ? instantOf(ts + offset * minuteMs + days * dayMs, offset, offsetAt)[0]
      : ts + length;
    if (end > from.getTime() && !excluded.has(ts)) {
      const key = new Date(ts);
      out.push({ start: key, end: new Date(end), key });
    }
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
