import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { calendarFeedKey } from './get-calendar-feed';

/** DELETE /api/calendar/feed-token: calendar apps subscribed to the feed get nothing more. */
export function useRevokeCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<null>('/calendar/feed-token', { method: 'DELETE' }),
    onSuccess: () =>
      client.setQueryData(calendarFeedKey, { active: false, createdAt: null, url: null }),
  });
}
