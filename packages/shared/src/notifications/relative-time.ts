import { perLocale } from '../common/per-locale.ts';

const justNow: Record<string, string> = {
  en: 'just now',
  de: 'gerade eben',
  fr: 'à l’instant',
  pt: 'agora mesmo',
  ar: 'الآن',
};

const steps: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.345],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

const formatterFor = perLocale(
  (locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'always' }),
);

/** "just now", "5 minutes ago", "2 days ago" in the given language (spec §3 notification_time). */
export function relativeTime(then: Date, now: Date, locale = 'en'): string {
  const language = locale.split('-')[0] ?? 'en';
  let value = (then.getTime() - now.getTime()) / 1000;
  if (Math.abs(value) < 45) return justNow[language] ?? justNow.en ?? 'just now';
  const format = formatterFor(locale);
  for (const [unit, size] of steps) {
    if (Math.abs(value) < size) return format.format(Math.round(value), unit);
    value /= size;
  }
  return format.format(Math.round(value), 'year');
}
