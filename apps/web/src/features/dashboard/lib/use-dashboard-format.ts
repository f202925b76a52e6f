import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format-number';
import { dateTimeFormat, zonedFormat } from '../../../lib/zoned-time';

/** Numbers, signed changes and times as the reader's language writes them, times in the school's zone. */
export function useDashboardFormat(zone = 'UTC') {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const number = (value: number) => formatNumber(value, language, 1);
  const times = zonedFormat(language, zone);
  return {
    number,
    signed: (value: number) =>
      value > 0 ? `+${number(value)}` : value < 0 ? `−${number(-value)}` : number(0),
    time: times.time,
    slot: times.slot,
    dayMonth: times.dayMonth,
    month: (month: string) =>
      dateTimeFormat(language, 'UTC', { month: 'short', year: '2-digit' }).format(
        new Date(`${month}-15T12:00:00Z`),
      ),
  };
}
export type DashboardFormat = ReturnType<typeof useDashboardFormat>;
