import type { TopicListItem } from '@school/shared/topics/topics.contract';
import type { TopicScope, TopicSort, TopicStatus } from '@school/shared/topics/topics.rules';
import type { ListResponse } from '@school/shared/common/list.contract';
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { topicKeys } from './topic-keys';

export type TopicListParams = {
  q?: string;
  subjectId?: string;
  tag?: string;
  status?: TopicStatus;
  scope: TopicScope;
  sort: TopicSort;
  page: number;
  pageSize: number;
};

export function getTopics(
  params: TopicListParams,
  signal?: AbortSignal,
): Promise<ListResponse<TopicListItem>> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return apiFetch<ListResponse<TopicListItem>>(`/topics?${search}`, { signal });
}

const topicListQuery = (params: TopicListParams) =>
  queryOptions({
    queryKey: topicKeys.list(params),
    queryFn: ({ signal }) => getTopics(params, signal),
  });

/** GET /api/topics; the previous page stays on screen while the next one loads. */
export function useTopics(params: TopicListParams) {
  return useQuery({ ...topicListQuery(params), placeholderData: keepPreviousData });
}

/** Starts the list of an address while the page's code loads (a route's preloadData). */
export function prefetchTopics(queryClient: QueryClient, params: TopicListParams): void {
  void queryClient.prefetchQuery(topicListQuery(params));
}
