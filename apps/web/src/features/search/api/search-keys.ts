import type { SearchGroup } from '@school/shared/search/search.rules';

/** The query keys of search. `bookmarks` is also what the live event stream refreshes. */
export const searchKeys = {
  results: (q: string, group: SearchGroup | null, school: string | null) =>
    ['search', 'results', q, group, school] as const,
  recent: ['search', 'recent'] as const,
  bookmarks: ['bookmarks'] as const,
};
