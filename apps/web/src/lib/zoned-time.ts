/**
 * Instants (kept in UTC by the API) shown as the wall clock of a named time zone: the school's,
 * so everyone booking for a school reads the same times whatever their own device is set to.
 * Built on Intl alone (no date library in the page's chunk); formatters are made once per
 * language and zone.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The `Intl.DateTimeFormat` of a language, zone and options, made at its first use and kept: a
 * date formatter costs far more to build than to use, and lists format one row after another.
 */
export function dateTimeFormat(locale: string, zone: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}|${zone}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
    formatters.set(key, format);
  }
  return format;
}

const pad = (value: number) => String(value).padStart(2, '0');

type WallClock = { year: number; month: number; day: number; hour: number; minute: number };

/** The calendar day and time an instant shows on a wall clock in `zone`. */
export function wallClock(instant: string | number | Date, zone: string): WallClock {
  const parts = dateTimeFormat('en-US', zone, {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour') % 24,
    minute: part('minute'),
  };
}

/** `YYYY-MM-DD`: the day an instant falls on in `zone`. */
export function zonedDay(instant: string | number | Date, zone: string): string {
  const { year, month, day } = wallClock(instant, zone);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The day `count` days after a `YYYY-MM-DD` day (calendar arithmetic, no zone involved). */
export function addDays(day: string, count: number): string {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d + count));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The Monday of the week a `YYYY-MM-DD` day belongs to. */
export function mondayOf(day: string): string {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * The instant (ISO 8601, UTC) at which `day` begins in `zone`. The zone's offset is read at the
 * first guess and once more at the corrected instant, which settles it on days when the clocks
 * change (midnight itself is never skipped by a daylight-saving change in the zones in use; when
 * it is, the first moment of the day after the gap is what a wall clock shows).
 */
export function startOfZonedDay(day: string, zone: string): string {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  const asUtc = Date.UTC(y, m - 1, d);
  const offsetAt = (instant: number) => {
    const c = wallClock(instant, zone);
    return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute) - instant;
  };
  let instant = asUtc - offsetAt(asUtc);
  instant = asUtc - offsetAt(instant);
  return new Date(instant).toISOString();
}

/** Slots, or anything with a start, grouped by the day they start on in `zone`. */
export function groupByZonedDay<T extends { startsAt: string }>(
  items: readonly T[],
  zone: string,
): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const item of items) {
    const key = zonedDay(item.startsAt, zone);
    const list = days.get(key);
    if (list) list.push(item);
    else days.set(key, [item]);
  }
  return days;
}

export type ZonedFormat = {
  /** "14:30" or "2:30 PM", as the language writes times. */
  time: (instant: string) => string;
  /** "Tue, 25 Nov" as the language writes it. */
  weekdayDate: (instant: string) => string;
  /** "25 Nov 2026": the day of an instant in the zone. */
  date: (instant: string) => string;
  /** "25 Nov 2026, 14:30". */
  dateTime: (instant: string) => string;
  /** The whole moment with the zone named, for a hover title. */
  full: (instant: string) => string;
  /** "Tue, 25 Nov · 14:30": a slot in one phrase. */
  slot: (instant: string) => string;
  /** "Tue" / "25" of a `YYYY-MM-DD` day, for a day's column heading. */
  weekday: (day: string) => string;
  dayOfMonth: (day: string) => string;
  /** "25 Nov" of a `YYYY-MM-DD` day. */
  dayMonth: (day: string) => string;
};

/** A day as an instant at its noon in UTC: formatted in UTC it is that day in every language. */
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

/** Formatters of instants on the wall clock of `zone`, in the reader's language. */
export function zonedFormat(locale: string, zone: string): ZonedFormat {
  // Each formatter is made at its first use: a date formatter costs milliseconds to build, and a
  // page of cards needs only the slot's two.
  // `timeStyle` writes "00:30" where the language pads hours, which `hour: 'numeric'` does not.
  const time = () => dateTimeFormat(locale, zone, { timeStyle: 'short' });
  const weekdayDate = () =>
    dateTimeFormat(locale, zone, { weekday: 'short', day: 'numeric', month: 'short' });
  const date = () => dateTimeFormat(locale, zone, { dateStyle: 'medium' });
  const dateTime = () => dateTimeFormat(locale, zone, { dateStyle: 'medium', timeStyle: 'short' });
  const full = () => dateTimeFormat(locale, zone, { dateStyle: 'full', timeStyle: 'long' });
  const day = (options: Intl.DateTimeFormatOptions) => dateTimeFormat(locale, 'UTC', options);
  return {
    time: (instant) => time().format(new Date(instant)),
    weekdayDate: (instant) => weekdayDate().format(new Date(instant)),
    date: (instant) => date().format(new Date(instant)),
    dateTime: (instant) => dateTime().format(new Date(instant)),
    full: (instant) => full().format(new Date(instant)),
    slot: (instant) =>
      `${weekdayDate().format(new Date(instant))} · ${time().format(new Date(instant))}`,
    weekday: (d) => day({ weekday: 'short' }).format(noonOf(d)),
    dayOfMonth: (d) => day({ day: 'numeric' }).format(noonOf(d)),
    dayMonth: (d) => day({ day: 'numeric', month: 'short' }).format(noonOf(d)),
  };
}

/**
 * The zone as people read it: its place name ("Europe/Berlin" → "Europe/Berlin", underscores as
 * spaces) with the offset it has at `at` ("GMT+1"), so a reader elsewhere sees the difference.
 */
export function zoneLabel(zone: string, locale: string, at: string | number | Date = Date.now()) {
  const offset = dateTimeFormat(locale, zone, { timeZoneName: 'shortOffset' })
    .formatToParts(new Date(at))
    .find((part) => part.type === 'timeZoneName')?.value;
  const name = zone.replaceAll('_', ' ');
  return offset ? `${name} (${offset})` : name;
}

/** `YYYY-MM-DDTHH:mm` of an instant on the wall clock of `zone` (a datetime-local input's value). */
export function zonedLocalInput(instant: string | number | Date, zone: string): string {
  const c = wallClock(instant, zone);
  return `${c.year}-${pad(c.month)}-${pad(c.day)}T${pad(c.hour)}:${pad(c.minute)}`;
}

/**
 * The instant (ISO 8601, UTC) that a wall-clock `YYYY-MM-DDTHH:mm` in `zone` names: the day's
 * start in the zone plus the time, corrected once for a clock change earlier that day.
 */
export function instantOfLocal(local: string, zone: string): string {
  const [day = '1970-01-01', time = '00:00'] = local.split('T');
  const [h = 0, min = 0] = time.split(':').map(Number);
  const guess = Date.parse(startOfZonedDay(day, zone)) + (h * 60 + min) * 60_000;
  const shown = wallClock(guess, zone);
  const drift = (shown.hour * 60 + shown.minute - (h * 60 + min)) * 60_000;
  const wrapped = shown.day === Number(day.slice(8, 10)) ? drift : 0;
  return new Date(guess - wrapped).toISOString();
}
