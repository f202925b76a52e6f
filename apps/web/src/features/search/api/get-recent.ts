import type { RecentSearches } from '@school/shared/search/search.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { searchKeys } from './search-keys';

/** GET /api/search/recent: the caller's latest searches, newest first. */
export function useRecentSearches(enabled: boolean) {
  return useQuery({
    queryKey: searchKeys.recent,
    queryFn: ({ signal }) => apiFetch<RecentSearches>('/search/recent', { signal }),
    enabled,
  });
}
