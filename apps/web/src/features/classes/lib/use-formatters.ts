import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../lib/format-number';
import { useSchoolZone } from '../../../lib/use-school-format';
import { dateTimeFormat } from '../../../lib/zoned-time';

const dateOptions: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const relativeUnits: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];
const timeOptions: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/**
 * Dates, times, numbers and percentages in the interface language; dates and times on the
 * school's wall clock (this device's for an account of no school), so a class's sessions read the
 * same on every device. Date formatters come from lib/zoned-time's cache: the list calls this
 * hook in every row.
 */
export function useFormatters() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const zone = useSchoolZone();
  return useMemo(() => {
    const at = (options: Intl.DateTimeFormatOptions) => dateTimeFormat(locale, zone, options);
    const date = () => at(dateOptions);
    const time = () => at(timeOptions);
    const number = numberFormat(locale);
    const percent = numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    const list = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' });
    const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    return {
      locale,
      zone,
      date: (iso: string) => date().format(new Date(iso)),
      weekdayDate: (iso: string) => at({ ...dateOptions, weekday: 'short' }).format(new Date(iso)),
      dayMonth: (iso: string) => at({ day: 'numeric', month: 'long' }).format(new Date(iso)),
      dayMonthYear: (iso: string) =>
        at({ day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso)),
      time: (iso: string) => time().format(new Date(iso)),
      dateTime: (iso: string) => at({ ...dateOptions, ...timeOptions }).format(new Date(iso)),
      timeRange: (start: string, end: string) =>
        `${time().format(new Date(start))}–${time().format(new Date(end))}`,
      dateRange: (start: string, end: string) => date().formatRange(new Date(start), new Date(end)),
      number: (value: number) => number.format(value),
      percent: (value: number) => percent.format(value),
      list: (items: string[]) => list.format(items),
      /** "3 days ago", "yesterday", "in 2 hours": the largest unit that fits. */
      ago: (iso: string) => {
        const seconds = (new Date(iso).getTime() - Date.now()) / 1000;
        for (const [unit, size] of relativeUnits) {
          if (Math.abs(seconds) >= size || unit === 'minute')
            return relative.format(Math.round(seconds / size), unit);
        }
        return relative.format(0, 'minute');
      },
    };
  }, [locale, zone]);
}
