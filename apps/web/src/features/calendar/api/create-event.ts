import type { CalendarEvent } from '@school/shared/calendar/calendar.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { calendarKeys } from './calendar-keys';

export type EventBody = {
  title: string;
  description?: string;
  start: string;
  end: string;
  allDay: boolean;
  label: string;
  location?: string | null;
  audience: string;
  classId?: string | null;
  repeat?: string | null;
  repeatUntil?: string | null;
  force?: boolean;
};

/** POST /api/calendar/events (a 409 carries the overlaps in `detail.conflicts`). */
export function useCreateEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EventBody) =>
      apiFetch<CalendarEvent>('/calendar/events', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
