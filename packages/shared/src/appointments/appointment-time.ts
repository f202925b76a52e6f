import { DateTime } from 'luxon';
import { writeWallClock } from './wall-clock.ts';

/**
 * Appointment times on a school's wall clock (luxon): the month an allowance is counted in, the
 * days a list is filtered by, the start a notification names.
 */

/** The month a start falls in, in the zone: `YYYY-MM` and its UTC bounds `[from, to)`. */
export function monthOf(date: Date, zone: string): { month: string; from: Date; to: Date } {
  const start = DateTime.fromJSDate(date, { zone }).startOf('month');
  return {
    month: start.toFormat('yyyy-LL'),
    from: start.toJSDate(),
    to: start.plus({ months: 1 }).toJSDate(),
  };
}

/** The UTC bounds of the days `from`–`to` (both included, `YYYY-MM-DD`) in the zone. */
export function dayRange(zone: string, from?: string, to?: string): { from?: Date; to?: Date } {
  return {
    from: from ? DateTime.fromISO(from, { zone }).startOf('day').toJSDate() : undefined,
    to: to ? DateTime.fromISO(to, { zone }).plus({ days: 1 }).startOf('day').toJSDate() : undefined,
  };
}

/** `2026-03-10 15:00 (Europe/Berlin)`: a start as a notification names it, in any language. */
export function wallClock(date: Date, zone: string): string {
  const { year, month, day, hour, minute } = DateTime.fromJSDate(date, { zone });
  return writeWallClock({ year, month, day, hour, minute, zone });
}
