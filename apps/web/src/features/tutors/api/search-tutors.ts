import type { TutorSearchResponse } from '@school/shared/tutors/tutors.contract';
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { searchQueryOf, toQueryString, type TutorSearchQuery } from '../lib/search-params';
import { tutorKeys } from './tutor-keys';

export function searchTutors(
  query: TutorSearchQuery,
  signal?: AbortSignal,
): Promise<TutorSearchResponse> {
  return apiFetch<TutorSearchResponse>(`/tutors/search${toQueryString(query)}`, { signal });
}

function searchQuery(query: TutorSearchQuery) {
  return queryOptions<TutorSearchResponse, ApiError>({
    queryKey: tutorKeys.search(query),
    queryFn: ({ signal }) => searchTutors(query, signal),
    staleTime: 30_000,
  });
}

/** GET /api/tutors/search: one page of results; the last page stays on screen while the next loads. */
export function useTutorSearch(query: TutorSearchQuery) {
  return useQuery({ ...searchQuery(query), placeholderData: keepPreviousData });
}

/** Starts fetching the results an address of Find Tutor shows (see FeatureRoute). */
export function prefetchTutorSearch(queryClient: QueryClient, search: URLSearchParams): void {
  void queryClient.prefetchQuery(searchQuery(searchQueryOf(search)));
}
