import type {
  AppointmentQuote,
  AppointmentQuoteQuery,
} from '@school/shared/appointments/appointments.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { appointmentKeys } from './appointment-keys';

/**
 * GET /api/appointments/quote: the price, the wallet after booking, the student's allowance left
 * and whether the slot is still free, for the booking as chosen so far (null until it is complete).
 */
export function useQuote(query: AppointmentQuoteQuery | null) {
  const search = new URLSearchParams();
  if (query) {
    search.set('tutorId', query.tutorId);
    if (query.studentId) search.set('studentId', query.studentId);
    search.set('startsAt', query.startsAt);
    search.set('durationMinutes', String(query.durationMinutes));
  }
  const path = `/appointments/quote?${search.toString()}`;
  return useQuery<AppointmentQuote, ApiError>({
    queryKey: appointmentKeys.quote(path),
    queryFn: ({ signal }) => apiFetch<AppointmentQuote>(path, { signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
