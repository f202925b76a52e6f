import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useServerEvents } from '../../../lib/server-events';
import { feedKeys } from './feed-keys';
import { patchComment, patchPost, withCounts } from './feed-cache';

type Data = {
  id?: string;
  postId?: string;
  targetId?: string;
  commentId?: string | null;
  commentCount?: number;
  counts?: Record<string, number>;
};

/**
 * The feed's live side: new items are counted for the "N new posts" banner (the list does not
 * jump), comment counts and reaction counts change in place.
 */
export function useFeedLive() {
  const queryClient = useQueryClient();
  const [arrived, setArrived] = useState<ReadonlySet<string>>(new Set());
  useServerEvents('feeds.', ({ event, data }) => {
    const d = (data ?? {}) as Data;
    if (event === 'feeds.item' && d.id) {
      const id = d.id;
      setArrived((before) => new Set(before).add(id));
    }
    if (event === 'feeds.comment' && d.postId) {
      const count = d.commentCount;
      if (typeof count === 'number')
        patchPost(queryClient, d.postId, (post) => ({ ...post, commentCount: count }));
      void queryClient.invalidateQueries({ queryKey: feedKeys.comments(d.postId) });
    }
    if (event === 'feeds.reaction' && d.postId && d.counts) {
      const change = withCounts(d.counts as Parameters<typeof withCounts>[0]);
      if (d.commentId) patchComment(queryClient, d.postId, d.commentId, change);
      else patchPost(queryClient, d.postId, change);
    }
  });
  return { arrived, clear: () => setArrived(new Set()) };
}
