import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { invalidateFeed } from './feed-keys';

export type PostAction = 'pin' | 'unpin' | 'hide' | 'delete';

/** POST /api/feeds/posts/:id/pin | unpin | hide (with a reason), DELETE /api/feeds/posts/:id. */
export function usePostAction(postId: string) {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, { action: PostAction; reason?: string }>({
    mutationFn: ({ action, reason }) =>
      action === 'delete'
        ? apiFetch(`/feeds/posts/${postId}`, { method: 'DELETE' })
        : apiFetch(`/feeds/posts/${postId}/${action}`, {
            method: 'POST',
            ...(action === 'hide' ? { body: { reason } } : {}),
          }),
    onSuccess: () => invalidateFeed(queryClient),
  });
}
