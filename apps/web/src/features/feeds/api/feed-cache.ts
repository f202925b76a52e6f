import type {
  FeedComment,
  FeedList,
  FeedPost,
  ReactionSummary,
} from '@school/shared/feeds/feeds.contract';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { feedKeys } from './feed-keys';

/** Changes one post wherever a loaded feed page holds it. */
export function patchPost(
  queryClient: QueryClient,
  postId: string,
  change: (post: FeedPost) => FeedPost,
) {
  queryClient.setQueriesData<InfiniteData<FeedList>>(
    { queryKey: [...feedKeys.all, 'list'] },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          items: page.items.map((item) =>
            item.kind === 'post' && item.id === postId ? change(item) : item,
          ),
        })),
      },
  );
}

export function patchComment(
  queryClient: QueryClient,
  postId: string,
  commentId: string,
  change: (comment: FeedComment) => FeedComment,
) {
  queryClient.setQueryData<{ items: FeedComment[] }>(
    feedKeys.comments(postId),
    (data) => data && { items: data.items.map((c) => (c.id === commentId ? change(c) : c)) },
  );
}

/** Someone else's reaction changed the counts; one's own choice stays as it is. */
export const withCounts =
  (counts: ReactionSummary['counts']) =>
  <T extends { reactions: ReactionSummary }>(item: T): T => ({
    ...item,
    reactions: { ...item.reactions, counts },
  });
