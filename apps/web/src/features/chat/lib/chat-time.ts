import { localDay } from './timeline';

const dayMs = 86_400_000;

/** A list's time: the hour today, the weekday this past week, else the date. */
export function listTime(iso: string, language: string, now: Date = new Date()): string {
  const at = new Date(iso);
  if (localDay(iso) === localDay(now.toISOString()))
    return new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(at);
  if (now.getTime() - at.getTime() < 6 * dayMs)
    return new Intl.DateTimeFormat(language, { weekday: 'short' }).format(at);
  return new Intl.DateTimeFormat(language, { dateStyle: 'short' }).format(at);
}

export function messageTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(new Date(iso));
}

/** A day separator: "today", "yesterday" (the caller's words), else the full date. */
export function dayLabel(
  day: string,
  language: string,
  words: { today: string; yesterday: string },
  now: Date = new Date(),
): string {
  if (day === localDay(now.toISOString())) return words.today;
  if (day === localDay(new Date(now.getTime() - dayMs).toISOString())) return words.yesterday;
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { dateStyle: 'full' }).format(
    new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1),
  );
}
