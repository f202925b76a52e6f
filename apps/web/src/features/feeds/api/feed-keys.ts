import type { FeedKind } from '@school/shared/feeds/feeds.rules';
import type { QueryClient } from '@tanstack/react-query';

export const feedKeys = {
  all: ['feeds'] as const,
  list: (kind: FeedKind) => [...feedKeys.all, 'list', kind] as const,
  comments: (postId: string) => [...feedKeys.all, 'comments', postId] as const,
};

export const invalidateFeed = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: [...feedKeys.all, 'list'] });
