import type { ReactionSummary } from '@school/shared/feeds/feeds.contract';
import type { FeedReaction } from '@school/shared/feeds/feeds.rules';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';

type Result = { targetId: string; reactions: ReactionSummary };

/** PUT /api/feeds/:targetId/reaction, or DELETE to take one's reaction back. */
export function useSetReaction(targetId: string, onDone: (reactions: ReactionSummary) => void) {
  return useMutation<Result, ApiError, FeedReaction | null>({
    mutationFn: (reaction) =>
      apiFetch<Result>(`/feeds/${targetId}/reaction`, {
        method: reaction ? 'PUT' : 'DELETE',
        ...(reaction ? { body: { reaction } } : {}),
      }),
    onSuccess: (result) => onDone(result.reactions),
  });
}
