import type { CalendarRange } from '@school/shared/calendar/calendar.contract';
import { calendarLabels } from '@school/shared/calendar/calendar.rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { calendarKeys, type RangeQuery } from './calendar-keys';

export function rangeUrl(query: RangeQuery): string {
  const params = new URLSearchParams({ from: query.from, to: query.to });
  params.set('sources', query.sources.join(','));
  if (query.labels && query.labels.length < calendarLabels.length)
    params.set('label', query.labels.join(','));
  return `/calendar?${params}`;
}

/** GET /api/calendar: the items of the range the calendar shows. */
export function useCalendarRange(query: RangeQuery | null) {
  return useQuery({
    queryKey: query ? calendarKeys.range(query) : calendarKeys.all,
    queryFn: ({ signal }) => apiFetch<CalendarRange>(rangeUrl(query as RangeQuery), { signal }),
    enabled: query !== null && query.sources.length > 0,
    placeholderData: keepPreviousData,
  });
}
