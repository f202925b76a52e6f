import type { Answer, TopicDetail, VoteResult } from '@school/shared/topics/topics.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { answerPath, invalidateTopics, topicKeys, topicPath } from './topic-keys';

/** POST /api/topics/:id/answers (409 once the topic is closed). */
export function usePostAnswer(topicId: string) {
  const queryClient = useQueryClient();
  return useMutation<Answer, ApiError, string>({
    mutationFn: (body) =>
      apiFetch<Answer>(`${topicPath(topicId)}/answers`, { method: 'POST', body: { body } }),
    onSuccess: () => invalidateTopics(queryClient),
  });
}

/** PATCH /api/answers/:id: its author's edit (the earlier text is kept as a revision). */
export function useUpdateAnswer(topicId: string) {
  const queryClient = useQueryClient();
  return useMutation<Answer, ApiError, { id: string; body: string }>({
    mutationFn: ({ id, body }) =>
      apiFetch<Answer>(answerPath(id), { method: 'PATCH', body: { body } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: topicKeys.allAnswers(topicId) }),
  });
}

/** POST /api/answers/:id/accept: the asker (or the school admin) picks one; another moves it. */
export function useAcceptAnswer(topicId: string) {
  const queryClient = useQueryClient();
  return useMutation<TopicDetail, ApiError, string>({
    mutationFn: (id) => apiFetch<TopicDetail>(`${answerPath(id)}/accept`, { method: 'POST' }),
    onSuccess: (topic) => {
      queryClient.setQueryData(topicKeys.detail(topicId), topic);
      return invalidateTopics(queryClient);
    },
  });
}

/** PUT (vote) or DELETE (take back) /api/answers/:id/vote: one +1 per person. */
export function useVoteAnswer() {
  const queryClient = useQueryClient();
  return useMutation<VoteResult, ApiError, { id: string; vote: boolean }>({
    mutationFn: ({ id, vote }) =>
      apiFetch<VoteResult>(`${answerPath(id)}/vote`, { method: vote ? 'PUT' : 'DELETE' }),
    onSuccess: () => invalidateTopics(queryClient),
  });
}

/** POST /api/answers/:id/hide with a reason (moderators). */
export function useHideAnswer(topicId: string) {
  const queryClient = useQueryClient();
  return useMutation<Answer, ApiError, { id: string; reason: string }>({
    mutationFn: ({ id, reason }) =>
      apiFetch<Answer>(`${answerPath(id)}/hide`, { method: 'POST', body: { reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: topicKeys.detail(topicId) }),
  });
}
