import { dateTimeFormat as format } from '../../../lib/zoned-time';
import { localDay } from './timeline';

const dayMs = 86_400_000;

/** A list's time on the school's clock (`zone`): the hour today, the weekday this past week, else the date. */
export function listTime(iso: string, language: string, zone: string, now = new Date()): string {
  const at = new Date(iso);
  if (localDay(iso, zone) === localDay(now.toISOString(), zone))
    return format(language, zone, { timeStyle: 'short' }).format(at);
  if (now.getTime() - at.getTime() < 6 * dayMs)
    return format(language, zone, { weekday: 'short' }).format(at);
  return format(language, zone, { dateStyle: 'short' }).format(at);
}

export function messageTime(iso: string, language: string, zone: string): string {
  return format(language, zone, { timeStyle: 'short' }).format(new Date(iso));
}

/** A day separator: "today", "yesterday" (the caller's words) on the school's clock, else the full date. */
export function dayLabel(
  day: string,
  language: string,
  zone: string,
  words: { today: string; yesterday: string },
  now = new Date(),
): string {
  if (day === localDay(now.toISOString(), zone)) return words.today;
  if (day === localDay(new Date(now.getTime() - dayMs).toISOString(), zone)) return words.yesterday;
  const [year, month, date] = day.split('-').map(Number);
  // A calendar day, not an instant: written at noon UTC and read in UTC, whatever the device's zone.
  return format(language, 'UTC', { dateStyle: 'full' }).format(
    new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1, 12)),
  );
}
