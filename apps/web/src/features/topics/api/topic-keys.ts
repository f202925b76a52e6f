import type { QueryClient } from '@tanstack/react-query';

/** Every topics query lives under ['topics'], so one invalidation refreshes lists and pages. */
export const topicKeys = {
  all: ['topics'] as const,
  lists: () => [...topicKeys.all, 'list'] as const,
  list: (params: object) => [...topicKeys.all, 'list', params] as const,
  detail: (id: string) => [...topicKeys.all, 'detail', id] as const,
  answers: (id: string, page: number) => [...topicKeys.all, 'detail', id, 'answers', page] as const,
  allAnswers: (id: string) => [...topicKeys.all, 'detail', id, 'answers'] as const,
};

export function invalidateTopics(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: topicKeys.all });
}

export const topicPath = (id: string) => `/topics/${encodeURIComponent(id)}`;
export const answerPath = (id: string) => `/answers/${encodeURIComponent(id)}`;
