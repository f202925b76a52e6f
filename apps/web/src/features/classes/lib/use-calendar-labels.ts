import type { CalendarAriaLabels } from '@mantine/dates';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Names for the calendar's navigation buttons, which show only arrows. */
export function useCalendarLabels(): CalendarAriaLabels {
  const { t } = useTranslation('classes');
  return useMemo(
    () => ({
      monthLevelControl: t('calendar.monthLevel'),
      yearLevelControl: t('calendar.yearLevel'),
      nextMonth: t('calendar.nextMonth'),
      previousMonth: t('calendar.previousMonth'),
      nextYear: t('calendar.nextYear'),
      previousYear: t('calendar.previousYear'),
      nextDecade: t('calendar.nextDecade'),
      previousDecade: t('calendar.previousDecade'),
    }),
    [t],
  );
}
