import type { FeedList } from '@school/shared/feeds/feeds.contract';
import type { FeedKind } from '@school/shared/feeds/feeds.rules';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { feedKeys } from './feed-keys';

export const feedPageSize = 20;

/** GET /api/feeds: the feed newest first, one cursor page after another (pinned posts first). */
export function useFeed(kind: FeedKind) {
  return useInfiniteQuery({
    queryKey: feedKeys.list(kind),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ kind, limit: String(feedPageSize) });
      if (pageParam) params.set('cursor', pageParam);
      return apiFetch<FeedList>(`/feeds?${params}`, { signal });
    },
    getNextPageParam: (last) => last.nextCursor,
  });
}
