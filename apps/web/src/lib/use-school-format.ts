import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from './session';
import { zonedFormat, zoneLabel } from './zoned-time';

/** This device's time zone: for accounts of no school (tutors, the platform admin). */
export const deviceZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The zone the console shows times in: the signed-in account's school's, else this device's. */
export function useSchoolZone(): string {
  const { user } = useSession();
  return user?.timeZone ?? deviceZone();
}

/**
 * Instants in the reader's language on a wall clock, so everyone at a school reads the same times
 * whatever their device is set to (see lib/zoned-time.ts). The clock is the school's unless a page
 * names another zone (an API answer's `timeZone`, a tutor's school); `zoneName()` writes it with
 * its offset for the reader, built only when asked (a formatter with zone names costs more).
 */
export function useSchoolFormat(zone?: string) {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const schoolZone = useSchoolZone();
  const shown = zone ?? schoolZone;
  return useMemo(
    () => ({
      ...zonedFormat(locale, shown),
      zoneName: () => zoneLabel(shown, locale),
      locale,
      zone: shown,
    }),
    [locale, shown],
  );
}
export type SchoolFormat = ReturnType<typeof useSchoolFormat>;
