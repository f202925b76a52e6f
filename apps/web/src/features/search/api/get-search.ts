import type { SearchResult } from '@school/shared/search/search.contract';
import type { SearchGroup } from '@school/shared/search/search.rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useChosenSchool } from '../../../lib/chosen-school';
import { searchKeys } from './search-keys';

/** GET /api/search: 4 per group while typing, or up to 100 of one group ("show all"). */
export function useSearchResults(q: string, group: SearchGroup | null, enabled: boolean) {
  const school = useChosenSchool()?.id ?? null;
  return useQuery({
    queryKey: searchKeys.results(q, group, school),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ q });
      if (group) params.set('group', group);
      return apiFetch<SearchResult>(`/search?${params}`, { signal });
    },
    enabled: enabled && q !== '',
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
