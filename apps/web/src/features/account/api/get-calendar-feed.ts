import type { FeedTokenStatus } from '@school/shared/calendar/calendar.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const calendarFeedKey = ['account', 'calendar-feed'] as const;

/** GET /api/calendar/feed-token: whether the caller has a private calendar feed. */
export function useCalendarFeed() {
  return useQuery({
    queryKey: calendarFeedKey,
    queryFn: ({ signal }) => apiFetch<FeedTokenStatus>('/calendar/feed-token', { signal }),
  });
}
