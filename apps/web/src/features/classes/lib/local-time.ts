/**
 * Dates typed into the console are wall-clock times in the browser's time zone; the API takes
 * ISO 8601 with the offset that zone has on that day.
 */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const pad = (value: number, size = 2) => String(Math.abs(value)).padStart(size, '0');

function offsetOf(date: Date): string {
  const minutes = -date.getTimezoneOffset();
  const sign = minutes >= 0 ? '+' : '-';
  return `${sign}${pad(Math.trunc(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
}

/** `2026-03-05` + `16:00` → `2026-03-05T16:00:00+01:00`, or null when either part is missing. */
export function toLocalIso(date: string | null, time: string): string | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date ?? '');
  const clock = /^(\d{2}):(\d{2})/.exec(time);
  if (!day || !clock) return null;
  const local = new Date(
    Number(day[1]),
    Number(day[2]) - 1,
    Number(day[3]),
    Number(clock[1]),
    Number(clock[2]),
  );
  if (Number.isNaN(local.getTime())) return null;
  return (
    `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}` +
    `T${pad(local.getHours())}:${pad(local.getMinutes())}:00${offsetOf(local)}`
  );
}

/** The local calendar day (`YYYY-MM-DD`) of an instant. */
export function localDateOf(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The local wall-clock time (`HH:mm`) of an instant. */
export function localTimeOf(iso: string): string {
  const d = new Date(iso);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The day after a `YYYY-MM-DD` day, for exclusive "to" bounds. */
export function nextDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const next = new Date(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + 1);
  return `${next.getFullYear()}-${pad(next.getMonth() + 1)}-${pad(next.getDate())}`;
}
