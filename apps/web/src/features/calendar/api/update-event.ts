import type { CalendarEvent } from '@school/shared/calendar/calendar.contract';
import type { EditScope } from '@school/shared/calendar/calendar.rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { calendarKeys } from './calendar-keys';

export type EventChange = {
  id: string;
  scope: EditScope;
  occurrence?: string | null;
  title?: string;
  description?: string;
  start?: string;
  end?: string;
  allDay?: boolean;
  label?: string;
  location?: string | null;
  force?: boolean;
};

/** PATCH /api/calendar/events/{id}: one occurrence or the series. */
export function useUpdateEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, occurrence, ...body }: EventChange) =>
      apiFetch<CalendarEvent>(`/calendar/events/${id}`, {
        method: 'PATCH',
        body: occurrence ? { ...body, occurrence } : body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
