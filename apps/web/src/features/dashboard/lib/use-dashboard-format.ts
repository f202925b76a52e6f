import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format-number';
import { dateTimeFormat, zonedFormat } from '../../../lib/zoned-time';

const decimals = new Map<string, Intl.NumberFormat>();

/** One decimal place in a language; made once per language (a formatter costs far more to build than to use). */
function decimalFormat(language: string): Intl.NumberFormat {
  let format = decimals.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    decimals.set(language, format);
  }
  return format;
}

/** Numbers, signed changes and times as the reader's language writes them, times in the school's zone. */
export function useDashboardFormat(zone = 'UTC') {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const number = (value: number) =>
    Number.isInteger(value) ? formatNumber(value, language) : decimalFormat(language).format(value);
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
