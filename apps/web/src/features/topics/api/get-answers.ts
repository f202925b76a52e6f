import type { Answer } from '@school/shared/topics/topics.contract';
import type { ListResponse } from '@school/shared/common/list.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { topicKeys, topicPath } from './topic-keys';

export const answersPageSize = 50;

export function getAnswers(
  topicId: string,
  page: number,
  signal?: AbortSignal,
): Promise<ListResponse<Answer>> {
  return apiFetch<ListResponse<Answer>>(
    `${topicPath(topicId)}/answers?page=${page}&pageSize=${answersPageSize}`,
    { signal },
  );
}

/** GET /api/topics/:id/answers: the accepted answer first, then by votes, then oldest. */
export function useAnswers(topicId: string, page: number) {
  return useQuery({
    queryKey: topicKeys.answers(topicId, page),
    queryFn: ({ signal }) => getAnswers(topicId, page, signal),
    placeholderData: keepPreviousData,
  });
}
