import type { Subject } from '@school/shared/classes/classes.contract';
import type { TutorSearchResponse } from '@school/shared/tutors/tutors.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { appointmentKeys } from './appointment-keys';

/** GET /api/subjects: the catalogue (asked for under the same key as the other pages). */
export function useSubjectChoices() {
  return useQuery<{ items: Subject[] }, ApiError>({
    queryKey: appointmentKeys.subjects(),
    queryFn: ({ signal }) => apiFetch<{ items: Subject[] }>('/subjects', { signal }),
    staleTime: 10 * 60_000,
  });
}

/** GET /api/tutors/search?q=…: tutors whose name matches what is typed, for the tutor filter. */
export function useTutorChoices(q: string) {
  return useQuery<TutorSearchResponse, ApiError>({
    queryKey: appointmentKeys.tutors(q),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ pageSize: '20' });
      if (q.trim()) query.set('q', q.trim());
      return apiFetch<TutorSearchResponse>(`/tutors/search?${query.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
