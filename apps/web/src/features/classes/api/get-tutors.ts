import type { TutorSummary } from '@school/shared/classes/classes.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { toQueryString } from '../lib/query-string';

type TutorList = { items: TutorSummary[] };

export function getTutors(q: string, signal?: AbortSignal): Promise<TutorList> {
  return apiFetch<TutorList>(`/tutors${toQueryString({ q: q.trim() })}`, { signal });
}

/** GET /api/tutors?q: active tutors for pickers, searched by name on the server. */
export function useTutors(q: string) {
  return useQuery({
    queryKey: ['tutors', 'picker', q.trim()],
    queryFn: ({ signal }) => getTutors(q, signal),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
