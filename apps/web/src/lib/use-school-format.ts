import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from './session';
import { zonedFormat } from './zoned-time';

/** This device's time zone: for accounts of no school (tutors, the platform admin). */
export const deviceZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The zone the console shows times in: the signed-in account's school's, else this device's. */
export function useSchoolZone(): string {
  const { user } = useSession();
  return user?.timeZone ?? deviceZone();
}

/**
 * Instants in the reader's language on the school's wall clock, so everyone at a school reads the
 * same times whatever their device is set to (see lib/zoned-time.ts).
 */
export function useSchoolFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const zone = useSchoolZone();
  return useMemo(() => ({ ...zonedFormat(locale, zone), locale, zone }), [locale, zone]);
}
export type SchoolFormat = ReturnType<typeof useSchoolFormat>;
