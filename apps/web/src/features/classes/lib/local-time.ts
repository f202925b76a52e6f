import { DateTime } from 'luxon';

/**
 * Dates and times typed into the class pages are wall-clock times in the school's time zone
 * (`zone`), whatever the device is set to; the API takes ISO 8601 with the offset that zone has
 * on that day. Luxon does the zone arithmetic, so a day when the clocks change gets the offset
 * of its own hour.
 */

/**
 * `2026-03-05` + `16:00` in Europe/Berlin → `2026-03-05T16:00:00+01:00`, or null when either part
 * is missing. A time the clocks skip (02:30 on the spring change) moves forward by the gap, as
 * the school's wall clock would read it.
 */
export function toZonedIso(date: string | null, time: string, zone: string): string | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date ?? '');
  const clock = /^(\d{2}):(\d{2})/.exec(time);
  if (!day || !clock) return null;
  const local = DateTime.fromObject(
    {
      year: Number(day[1]),
      month: Number(day[2]),
      day: Number(day[3]),
      hour: Number(clock[1]),
      minute: Number(clock[2]),
    },
    { zone },
  );
  return local.isValid
    ? local.toISO({ suppressMilliseconds: true, includeOffset: true, format: 'extended' })
    : null;
}

const inZone = (iso: string, zone: string) => DateTime.fromISO(iso, { zone });

/** The calendar day (`YYYY-MM-DD`) an instant falls on in `zone`. */
export function zonedDateOf(iso: string, zone: string): string {
  return inZone(iso, zone).toFormat('yyyy-MM-dd');
}

/** The wall-clock time (`HH:mm`) an instant shows in `zone`. */
export function zonedTimeOf(iso: string, zone: string): string {
  return inZone(iso, zone).toFormat('HH:mm');
}

/** The calendar year an instant falls in, in `zone`. */
export function zonedYearOf(iso: string, zone: string): number {
  return inZone(iso, zone).year;
}

/** The day after a `YYYY-MM-DD` day, for exclusive "to" bounds (calendar arithmetic, no zone). */
export function nextDay(date: string): string {
  return DateTime.fromISO(date, { zone: 'UTC' }).plus({ days: 1 }).toFormat('yyyy-MM-dd');
}
