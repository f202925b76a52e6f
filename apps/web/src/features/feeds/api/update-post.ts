import type { FeedPost, UpdateFeedPostBody } from '@school/shared/feeds/feeds.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { patchPost } from './feed-cache';

/** PATCH /api/feeds/posts/:id: the author's edit (body, audience, comments on or off). */
export function useUpdatePost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation<FeedPost, ApiError, UpdateFeedPostBody>({
    mutationFn: (body) => apiFetch<FeedPost>(`/feeds/posts/${postId}`, { method: 'PATCH', body }),
    onSuccess: (post) => patchPost(queryClient, postId, () => post),
  });
}
