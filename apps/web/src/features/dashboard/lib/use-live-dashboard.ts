import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useServerEvents } from '../../../lib/server-events';
import { dashboardKeys } from '../api/dashboard-keys';

/** Events after which a figure or the queue may have moved; a burst asks once. */
const relevant = /^(notification\.|counts$|feeds\.item$|announcement$)/;
const settleMs = 400;

/**
 * Keeps the dashboard live: a notification (a class proposed or decided, a booking waiting, a low
 * balance), a change of the unread counts or a new feed activity (approvals, bookings, top-ups)
 * reads the figures and the queue again, without a reload.
 */
export function useLiveDashboard() {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const counts = useRef<string>(undefined);
  useServerEvents('', (event) => {
    if (!relevant.test(event.event)) return;
    if (event.event === 'counts') {
      // The stream greets with the counts as they are: only a change moves a figure (reading
      // everything again on each connection redrew the whole page once more after its start).
      const seen = counts.current;
      counts.current = JSON.stringify(event.data);
      if (seen === undefined || seen === counts.current) return;
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      settleMs,
    );
  });
  useEffect(() => () => clearTimeout(timer.current), []);
}
