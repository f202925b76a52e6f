import type { TopicDetail } from '@school/shared/topics/topics.contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { getAnswers } from './get-answers';
import { topicKeys, topicPath } from './topic-keys';

export function getTopic(id: string, signal?: AbortSignal): Promise<TopicDetail> {
  return apiFetch<TopicDetail>(topicPath(id), { signal });
}

const topicQuery = (id: string) =>
  queryOptions({
    queryKey: topicKeys.detail(id),
    queryFn: ({ signal }) => getTopic(id, signal),
  });

/** GET /api/topics/:id (counts a view, at most once a day per reader). */
export function useTopic(id: string) {
  return useQuery(topicQuery(id));
}

/** The question and its first answers, asked for while the page's code loads. */
export function prefetchTopic(queryClient: QueryClient, id: string): void {
  void queryClient.prefetchQuery(topicQuery(id));
  void queryClient.prefetchQuery({
    queryKey: topicKeys.answers(id, 1),
    queryFn: ({ signal }) => getAnswers(id, 1, signal),
  });
}
