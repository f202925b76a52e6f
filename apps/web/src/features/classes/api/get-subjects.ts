import type { Subject } from '@school/shared/classes/classes.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

type SubjectList = { items: Subject[] };

export function getSubjects(signal?: AbortSignal): Promise<SubjectList> {
  return apiFetch<SubjectList>('/subjects', { signal });
}

/** GET /api/subjects: the catalogue changes rarely. */
export function useSubjects() {
  return useQuery({
    queryKey: ['subjects'],
    queryFn: ({ signal }) => getSubjects(signal),
    staleTime: 10 * 60_000,
  });
}
