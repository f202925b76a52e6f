import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { calendarKeys } from './calendar-keys';

/** POST /api/calendar/import: all of it in one transaction. */
export function useImportCalendar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ics: string) =>
      apiFetch<{ created: number; updated: number }>('/calendar/import', {
        method: 'POST',
        body: { ics },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
