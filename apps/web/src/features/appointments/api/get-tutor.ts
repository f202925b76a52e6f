import type { TutorProfile } from '@school/shared/tutors/tutors.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { appointmentKeys } from './appointment-keys';

/** GET /api/tutors/:id: whom the booking is with, what they teach and their hourly rate. */
export function useBookingTutor(id: string) {
  return useQuery<TutorProfile, ApiError>({
    queryKey: appointmentKeys.tutor(id),
    queryFn: ({ signal }) =>
      apiFetch<TutorProfile>(`/tutors/${encodeURIComponent(id)}`, { signal }),
    staleTime: 30_000,
  });
}
