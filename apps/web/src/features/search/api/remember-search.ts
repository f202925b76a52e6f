import type { RecentSearches } from '@school/shared/search/search.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { searchKeys } from './search-keys';

/** POST /api/search/recent: a search someone acted on is kept for next time. */
export function useRememberSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (q: string) =>
      apiFetch<RecentSearches>('/search/recent', { method: 'POST', body: { q } }),
    onSuccess: (recent) => queryClient.setQueryData(searchKeys.recent, recent),
  });
}
