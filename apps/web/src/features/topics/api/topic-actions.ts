import type { TopicDetail } from '@school/shared/topics/topics.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { invalidateTopics, topicKeys, topicPath } from './topic-keys';

export type TopicAction = 'close' | 'reopen' | 'hide';

/** POST /api/topics/:id/close | reopen (school admin) | hide (moderators), each with a reason. */
export function useTopicAction(id: string, action: TopicAction) {
  const queryClient = useQueryClient();
  return useMutation<TopicDetail, ApiError, string>({
    mutationFn: (reason) =>
      apiFetch<TopicDetail>(`${topicPath(id)}/${action}`, { method: 'POST', body: { reason } }),
    onSuccess: (topic) => {
      queryClient.setQueryData(topicKeys.detail(id), topic);
      return invalidateTopics(queryClient);
    },
  });
}
