import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { zonedFormat, zoneLabel } from '../../../lib/zoned-time';

/** Times on the school's wall clock in the reader's language, and the zone's name beside them. */
export function useZonedFormat(zone: string) {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(
    () => ({ ...zonedFormat(locale, zone), zoneName: () => zoneLabel(zone, locale), locale }),
    [locale, zone],
  );
}

export type AppointmentFormat = ReturnType<typeof useZonedFormat>;
