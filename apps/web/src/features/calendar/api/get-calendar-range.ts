import type { CalendarRange } from '@school/shared/calendar/calendar.contract';
import { calendarLabels } from '@school/shared/calendar/calendar.rules';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { calendarKeys, type RangeQuery } from './calendar-keys';

export function rangeUrl(query: RangeQuery): string {
  const params = new URLSearchParams({ from: query.from, to: query.to });
  params.set('sources', query.sources.join(','));
  if (query.labels && query.labels.length < calendarLabels.length)
    params.set('label', query.labels.join(','));
  return `/calendar?${params}`;
}

const fetchRange = (query: RangeQuery, signal: AbortSignal) =>
  apiFetch<CalendarRange>(rangeUrl(query), { signal });

/** GET /api/calendar for one range: what the page's query and the calendar's reads share. */
export const calendarRangeQuery = (query: RangeQuery) =>
  queryOptions({
    queryKey: calendarKeys.range(query),
    queryFn: ({ signal }) => fetchRange(query, signal),
  });

/** GET /api/calendar: the items of the range the calendar shows. */
export function useCalendarRange(query: RangeQuery | null) {
  return useQuery({
    queryKey: query ? calendarKeys.range(query) : calendarKeys.all,
    queryFn: ({ signal }) => fetchRange(query as RangeQuery, signal),
    enabled: query !== null && query.sources.length > 0,
    placeholderData: keepPreviousData,
  });
}
