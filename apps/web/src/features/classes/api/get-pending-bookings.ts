import type { AppointmentsList } from '@school/shared/appointments/appointments.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * GET /api/appointments?tab=pending: how many bookings over a student's allowance wait for a
 * decision, for the approval queue's "Bookings" tab. Asked only by those who decide; kept under
 * the appointments keys, so a decision there refreshes it.
 */
export function usePendingBookings(enabled: boolean) {
  return useQuery({
    queryKey: ['appointments', 'pending-count'],
    queryFn: ({ signal }) =>
      apiFetch<AppointmentsList>('/appointments?tab=pending&page=1&pageSize=1', { signal }),
    enabled,
    select: (list) => list.total,
    staleTime: 30_000,
  });
}
