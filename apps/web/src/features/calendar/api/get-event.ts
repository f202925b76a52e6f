import type { CalendarEvent } from '@school/shared/calendar/calendar.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { calendarKeys } from './calendar-keys';

/** GET /api/calendar/events/{id}: the event a click opens. */
export function useCalendarEvent(id: string | null) {
  return useQuery({
    queryKey: calendarKeys.event(id ?? ''),
    queryFn: ({ signal }) => apiFetch<CalendarEvent>(`/calendar/events/${id}`, { signal }),
    enabled: id !== null,
  });
}
