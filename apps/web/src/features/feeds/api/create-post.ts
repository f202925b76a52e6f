import type { CreateFeedPostBody, FeedPost } from '@school/shared/feeds/feeds.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { invalidateFeed } from './feed-keys';

/** POST /api/feeds/posts: now, or scheduled with `publishAt`. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation<FeedPost, ApiError, Partial<CreateFeedPostBody> & { body: string }>({
    mutationFn: (body) => apiFetch<FeedPost>('/feeds/posts', { method: 'POST', body }),
    onSuccess: () => invalidateFeed(queryClient),
  });
}
