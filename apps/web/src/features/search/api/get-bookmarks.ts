import type { Bookmarks } from '@school/shared/search/search.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { searchKeys } from './search-keys';

/** GET /api/search/bookmarks: the bar's 10 and the overflow; the event stream keeps it fresh. */
export function useBookmarks(enabled = true) {
  return useQuery({
    queryKey: searchKeys.bookmarks,
    queryFn: ({ signal }) => apiFetch<Bookmarks>('/search/bookmarks', { signal }),
    enabled,
    staleTime: Infinity,
  });
}
