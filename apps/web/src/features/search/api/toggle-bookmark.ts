import type { Bookmarks } from '@school/shared/search/search.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { searchKeys } from './search-keys';

/** PUT (star) or DELETE (unstar) /api/search/bookmarks/:pageId; answers the bookmarks as they are. */
export function useToggleBookmark() {
  const queryClient = useQueryClient();
  return useMutation<Bookmarks, ApiError, { pageId: string; starred: boolean }>({
    mutationFn: ({ pageId, starred }) =>
      apiFetch<Bookmarks>(`/search/bookmarks/${encodeURIComponent(pageId)}`, {
        method: starred ? 'PUT' : 'DELETE',
      }),
    onSuccess: (bookmarks) => queryClient.setQueryData(searchKeys.bookmarks, bookmarks),
  });
}
