import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { calendarKeys } from './calendar-keys';

type ClassChoice = { id: string; title: string };

/** GET /api/classes (approved, up to 100): the classes an event can be meant for. */
export function useClassChoices(enabled: boolean) {
  return useQuery({
    queryKey: [...calendarKeys.all, 'class-choices'],
    queryFn: ({ signal }) =>
      apiFetch<{ items: ClassChoice[] }>('/classes?status=approved&pageSize=100', { signal }),
    enabled,
    staleTime: 60_000,
  });
}
