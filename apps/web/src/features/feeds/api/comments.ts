import type { FeedComment } from '@school/shared/feeds/feeds.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { feedKeys, invalidateFeed } from './feed-keys';

/** GET /api/feeds/posts/:id/comments, oldest first. */
export function useComments(postId: string) {
  return useQuery({
    queryKey: feedKeys.comments(postId),
    queryFn: ({ signal }) =>
      apiFetch<{ items: FeedComment[] }>(`/feeds/posts/${postId}/comments`, { signal }),
  });
}

/** POST /api/feeds/posts/:id/comments (a reply names its parent). */
export function useAddComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation<FeedComment, ApiError, { text: string; parentId?: string }>({
    mutationFn: (body) =>
      apiFetch<FeedComment>(`/feeds/posts/${postId}/comments`, { method: 'POST', body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: feedKeys.comments(postId) });
      await invalidateFeed(queryClient);
    },
  });
}

/** PATCH /api/feeds/comments/:id: the author's new text. */
export function useEditComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation<FeedComment, ApiError, { id: string; text: string }>({
    mutationFn: ({ id, text }) =>
      apiFetch<FeedComment>(`/feeds/comments/${id}`, { method: 'PATCH', body: { text } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedKeys.comments(postId) }),
  });
}

/** DELETE /api/feeds/comments/:id, or POST …/hide with a reason. */
export function useCommentAction(postId: string) {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, { id: string; action: 'delete' | 'hide'; reason?: string }>(
    {
      mutationFn: ({ id, action, reason }) =>
        action === 'delete'
          ? apiFetch(`/feeds/comments/${id}`, { method: 'DELETE' })
          : apiFetch(`/feeds/comments/${id}/hide`, { method: 'POST', body: { reason } }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: feedKeys.comments(postId) }),
    },
  );
}
