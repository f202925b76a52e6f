import type { TopicDetail } from '@school/shared/topics/topics.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { invalidateTopics, topicKeys, topicPath } from './topic-keys';

export type TopicInput = {
  title: string;
  body: string;
  subjectId: string | null;
  tags: string[];
};

/** POST /api/topics (a new question) or PATCH /api/topics/:id (its author's edit). */
export function saveTopic(input: TopicInput, id?: string): Promise<TopicDetail> {
  return id
    ? apiFetch<TopicDetail>(topicPath(id), { method: 'PATCH', body: input })
    : apiFetch<TopicDetail>('/topics', { method: 'POST', body: input });
}

export function useSaveTopic(id?: string) {
  const queryClient = useQueryClient();
  return useMutation<TopicDetail, ApiError, TopicInput>({
    mutationFn: (input) => saveTopic(input, id),
    onSuccess: (topic) => {
      queryClient.setQueryData(topicKeys.detail(topic.id), topic);
      return queryClient.invalidateQueries({ queryKey: topicKeys.lists() });
    },
  });
}

/** DELETE /api/topics/:id: the author's, while no one has answered (else 409 with the reason). */
export function useDeleteTopic(id: string) {
  const queryClient = useQueryClient();
  return useMutation<undefined, ApiError, undefined>({
    mutationFn: () => apiFetch<undefined>(topicPath(id), { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: topicKeys.detail(id) });
      return invalidateTopics(queryClient);
    },
  });
}
