import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../lib/format-number';
import { useSchoolZone } from '../../../lib/use-school-format';
import { dateTimeFormat } from '../../../lib/zoned-time';

export type WalletFormat = {
  credits: (value: number) => string;
  /** Signed credits for the ledger: "+100" in, "−40" out. */
  signedCredits: (value: number) => string;
  money: (cents: number, currency: string) => string;
  /** Price of one credit: cents may be fractional (8,500 cents for 1,000 credits). */
  unitPrice: (cents: number, currency: string) => string;
  date: (iso: string) => string;
  dateTime: (iso: string) => string;
  shortDate: (isoDay: string) => string;
};

/**
 * Numbers, prices and dates in the interface language (Intl), money always with its currency,
 * times on the school's clock.
 */
export function useWalletFormat(): WalletFormat {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const timeZone = useSchoolZone();
  return useMemo(() => {
    const integer = numberFormat(locale, { maximumFractionDigits: 0 });
    const signed = numberFormat(locale, { maximumFractionDigits: 0, signDisplay: 'exceptZero' });
    const date = dateTimeFormat(locale, timeZone, { dateStyle: 'medium' });
    const dateTime = dateTimeFormat(locale, timeZone, { dateStyle: 'medium', timeStyle: 'short' });
    const shortDate = dateTimeFormat(locale, 'UTC', { day: 'numeric', month: 'short' });
    const currency = (code: string, fraction: number) =>
      numberFormat(locale, { style: 'currency', currency: code, maximumFractionDigits: fraction });
    return {
      credits: (value) => integer.format(value),
      signedCredits: (value) => signed.format(value),
      money: (cents, code) => currency(code, 2).format(cents / 100),
      unitPrice: (cents, code) => currency(code, 4).format(cents / 100),
      date: (iso) => date.format(new Date(iso)),
      dateTime: (iso) => dateTime.format(new Date(iso)),
      shortDate: (isoDay) => shortDate.format(new Date(`${isoDay}T00:00:00Z`)),
    };
  }, [locale, timeZone]);
}
