import type { TutorProfile } from '@school/shared/tutors/tutors.contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { tutorKeys } from './tutor-keys';

function profileQuery(id: string) {
  return queryOptions<TutorProfile, ApiError>({
    queryKey: tutorKeys.profile(id),
    queryFn: ({ signal }) =>
      apiFetch<TutorProfile>(`/tutors/${encodeURIComponent(id)}`, { signal }),
    staleTime: 30_000,
  });
}

/** GET /api/tutors/:id: the public profile with its first reviews and two weeks of free slots. */
export function useTutor(id: string) {
  return useQuery(profileQuery(id));
}

/** Starts fetching a profile with the page's code, or when a card is pointed at. */
export function prefetchTutor(queryClient: QueryClient, id: string): void {
  void queryClient.prefetchQuery(profileQuery(id));
}
