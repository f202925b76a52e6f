import type { EditScope } from '@school/shared/calendar/calendar.rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { calendarKeys } from './calendar-keys';

/** DELETE /api/calendar/events/{id}: one occurrence or the series. */
export function useDeleteEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      scope,
      occurrence,
    }: {
      id: string;
      scope: EditScope;
      occurrence?: string | null;
    }) => {
      const params = new URLSearchParams({ scope });
      if (occurrence) params.set('occurrence', occurrence);
      return apiFetch<null>(`/calendar/events/${id}?${params}`, { method: 'DELETE' });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
