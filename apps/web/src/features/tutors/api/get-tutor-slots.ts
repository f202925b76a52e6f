import type { TutorSlots } from '@school/shared/tutors/tutors.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { tutorKeys } from './tutor-keys';

/**
 * GET /api/tutors/:id/slots: the free hours between two instants (a week of the strip). The
 * strip's first week comes with the profile, so this runs only for the weeks after it.
 */
export function useTutorSlots(id: string, from: string, to: string, enabled: boolean) {
  return useQuery<TutorSlots, ApiError>({
    queryKey: tutorKeys.slots(id, from, to),
    queryFn: ({ signal }) =>
      apiFetch<TutorSlots>(
        `/tutors/${encodeURIComponent(id)}/slots?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&length=60`,
        { signal },
      ),
    enabled,
    placeholderData: keepPreviousData,
  });
}
