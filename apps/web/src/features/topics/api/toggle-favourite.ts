import type { FavouriteResult, TopicDetail } from '@school/shared/topics/topics.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { topicKeys, topicPath } from './topic-keys';

/** PUT (star) or DELETE (unstar) /api/topics/:id/favourite; lists refresh after. */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  return useMutation<FavouriteResult, ApiError, { id: string; favourite: boolean }>({
    mutationFn: ({ id, favourite }) =>
      apiFetch<FavouriteResult>(`${topicPath(id)}/favourite`, {
        method: favourite ? 'PUT' : 'DELETE',
      }),
    onSuccess: (result) => {
      queryClient.setQueryData<TopicDetail>(topicKeys.detail(result.topicId), (topic) =>
        topic ? { ...topic, isFavourite: result.isFavourite } : topic,
      );
      return queryClient.invalidateQueries({ queryKey: topicKeys.lists() });
    },
  });
}
