import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, numberFormat } from '../../../lib/format-number';
import { dateTimeFormat, zonedFormat } from '../../../lib/zoned-time';

/** Dates, times and numbers of the dashboard, on the school's wall clock in the reader's language. */
export function useDashboardFormat(zone: string) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const zoned = zonedFormat(language, zone);
    const dayFormat = dateTimeFormat(language, 'UTC', { dateStyle: 'medium' });
    const monthFormat = dateTimeFormat(language, 'UTC', { month: 'short', year: 'numeric' });
    const percent = numberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
    return {
      ...zoned,
      /** A `YYYY-MM-DD` day. */
      day: (day: string) => dayFormat.format(new Date(`${day}T12:00:00Z`)),
      /** A `YYYY-MM` month. */
      month: (month: string) => monthFormat.format(new Date(`${month}-15T12:00:00Z`)),
      percent: (rate: number) => percent.format(rate),
      number: (value: number) => formatNumber(value, language),
    };
  }, [language, zone]);
}
export type DashboardFormat = ReturnType<typeof useDashboardFormat>;
