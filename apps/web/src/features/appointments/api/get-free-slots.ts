import type { TutorSlots } from '@school/shared/tutors/tutors.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { appointmentKeys } from './appointment-keys';

/**
 * GET /api/tutors/:id/slots in 30-minute steps for one week, so that every length of session can
 * be placed (lib/booking-slots.ts joins neighbouring slots).
 */
export function useFreeSlots(tutorId: string, from: string, to: string) {
  return useQuery<TutorSlots, ApiError>({
    queryKey: appointmentKeys.slots(tutorId, from, to),
    queryFn: ({ signal }) =>
      apiFetch<TutorSlots>(
        `/tutors/${encodeURIComponent(tutorId)}/slots?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&length=30`,
        { signal },
      ),
    enabled: tutorId !== '',
    placeholderData: keepPreviousData,
  });
}
