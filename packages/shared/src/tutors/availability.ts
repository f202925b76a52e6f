import { DateTime } from 'luxon';
import { minutesOfDay } from './tutors.rules.ts';

/**
 * Weekly availability → concrete open intervals in UTC. The weekly windows and dated exceptions
 * are written in the tutor's own zone as wall-clock minutes; each local day is turned into
 * instants with that day's offset, so a 09:00 window stays at 09:00 across a daylight-saving
 * change (and a window over the skipped hour is shorter, one over the repeated hour longer).
 * Instants are epoch milliseconds throughout.
 */
export type Interval = { start: number; end: number };
export type WeeklyMinutes = { weekday: number; startMinute: number; endMinute: number };
export type ExceptionMinutes = {
  /** `YYYY-MM-DD` in the tutor's zone. */
  day: string;
  kind: 'off' | 'extra';
  startMinute: number | null;
  endMinute: number | null;
};

const minute = 60_000;

/** Wall-clock minutes of a local day as an instant; 1440 is the next day's midnight. */
function instantOf(day: DateTime, minutes: number): number {
  if (minutes >= 1440) return day.plus({ days: 1 }).toMillis();
  return day.set({ hour: Math.floor(minutes / 60), minute: minutes % 60 }).toMillis();
}

/** Sorts and joins overlapping or touching intervals. */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = [...intervals].filter((i) => i.start < i.end).sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const next of sorted) {
    const last = merged[merged.length - 1];
    if (last && next.start <= last.end) last.end = Math.max(last.end, next.end);
    else merged.push({ ...next });
  }
  return merged;
}

/** `open` minus `busy`: what stays free. */
export function subtractIntervals(
  open: readonly Interval[],
  busy: readonly Interval[],
): Interval[] {
  const taken = mergeIntervals(busy);
  const free: Interval[] = [];
  for (const window of mergeIntervals(open)) {
    let start = window.start;
    for (const b of taken) {
      if (b.end <= start || b.start >= window.end) continue;
      if (b.start > start) free.push({ start, end: b.start });
      start = Math.max(start, b.end);
      if (start >= window.end) break;
    }
    if (start < window.end) free.push({ start, end: window.end });
  }
  return free;
}

/**
 * The open intervals of the local days `fromDay` (inclusive) to `toDay` (exclusive) in `zone`:
 * each day's weekly windows (none on a day off) plus its extra windows, joined per day. A day's
 * windows are kept apart from the next day's, so materialising a range day by day gives the same
 * rows as materialising it at once.
 */
export function openIntervals(
  availability: { weekly: readonly WeeklyMinutes[]; exceptions: readonly ExceptionMinutes[] },
  zone: string,
  fromDay: string,
  toDay: string,
): Interval[] {
  const byDay = new Map<string, ExceptionMinutes[]>();
  for (const e of availability.exceptions) byDay.set(e.day, [...(byDay.get(e.day) ?? []), e]);
  const last = DateTime.fromISO(toDay, { zone });
  const result: Interval[] = [];
  for (let day = DateTime.fromISO(fromDay, { zone }); day < last; day = day.plus({ days: 1 })) {
    const exceptions = byDay.get(day.toISODate() ?? '') ?? [];
    const off = exceptions.some((e) => e.kind === 'off');
    const minutes = [
      ...(off ? [] : availability.weekly.filter((w) => w.weekday === day.weekday)),
      ...exceptions.flatMap((e) =>
        e.kind === 'extra' && e.startMinute !== null && e.endMinute !== null
          ? [{ startMinute: e.startMinute, endMinute: e.endMinute }]
          : [],
      ),
    ];
    result.push(
      ...mergeIntervals(
        minutes.map((w) => ({
          start: instantOf(day, w.startMinute),
          end: instantOf(day, w.endMinute),
        })),
      ),
    );
  }
  return result;
}

/**
 * Bookable slots of `length` minutes inside the free intervals, stepping from each interval's
 * start, that start at or after `from` and end by `to`.
 */
export function slotsOf(free: readonly Interval[], length: number, from: number, to: number) {
  const step = length * minute;
  const slots: Interval[] = [];
  for (const window of mergeIntervals(free)) {
    const first =
      window.start >= from
        ? window.start
        : window.start + Math.ceil((from - window.start) / step) * step;
    for (let start = first; start + step <= Math.min(window.end, to); start += step)
      slots.push({ start, end: start + step });
  }
  return slots;
}

/**
 * The instants a search window covers: `day` in `zone`, from `fromTime` (default midnight) to
 * `toTime` (default the next midnight).
 */
export function zonedRange(
  day: string,
  zone: string,
  fromTime?: string,
  toTime?: string,
): Interval {
  const start = DateTime.fromISO(day, { zone });
  return {
    start: instantOf(start, fromTime ? minutesOfDay(fromTime) : 0),
    end: instantOf(start, toTime ? minutesOfDay(toTime) : 1440),
  };
}

/** Today's date in `zone` plus `days`, as `YYYY-MM-DD`. */
export function localDay(now: number, zone: string, days = 0): string {
  return DateTime.fromMillis(now, { zone }).startOf('day').plus({ days }).toISODate() ?? '';
}
