import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { calendarKeys } from './calendar-keys';

/** POST /api/calendar/move: a class session or an appointment, through their own rules. */
export function useMoveItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      source: 'classes' | 'appointments';
      id: string;
      start: string;
      end: string;
    }) => apiFetch<null>('/calendar/move', { method: 'POST', body }),
    onSettled: () => client.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
