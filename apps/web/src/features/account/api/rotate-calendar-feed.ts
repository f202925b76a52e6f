import type { FeedTokenStatus } from '@school/shared/calendar/calendar.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { calendarFeedKey } from './get-calendar-feed';

/** POST /api/calendar/feed-token: a new feed address (the old one stops working); shown once. */
export function useRotateCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<FeedTokenStatus>('/calendar/feed-token', { method: 'POST' }),
    onSuccess: (status) => client.setQueryData(calendarFeedKey, { ...status, url: null }),
  });
}
