import type { TopicDetail } from '@school/shared/topics/topics.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { topicKeys, topicPath } from './topic-keys';

export function getTopic(id: string, signal?: AbortSignal): Promise<TopicDetail> {
  return apiFetch<TopicDetail>(topicPath(id), { signal });
}

/** GET /api/topics/:id (counts a view, at most once a day per reader). */
export function useTopic(id: string) {
  return useQuery({
    queryKey: topicKeys.detail(id),
    queryFn: ({ signal }) => getTopic(id, signal),
  });
}
