import type { CalendarLabel, CalendarSource } from '@school/shared/calendar/calendar.rules';

export type RangeQuery = {
  from: string;
  to: string;
  sources: readonly CalendarSource[];
  labels: readonly CalendarLabel[] | null;
};

export const calendarKeys = {
  all: ['calendar'] as const,
  range: (query: RangeQuery) => [...calendarKeys.all, 'range', query] as const,
  event: (id: string) => [...calendarKeys.all, 'event', id] as const,
};
