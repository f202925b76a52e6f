import type { Subject } from '@school/shared/classes/classes.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

type SubjectList = { items: Subject[] };

/**
 * GET /api/subjects: the catalogue changes rarely (the classes pages ask under the same key).
 * `enabled`: off where the names are needed only once a subject is chosen.
 */
export function useSubjects(enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['subjects'],
    queryFn: ({ signal }) => apiFetch<SubjectList>('/subjects', { signal }),
    staleTime: 10 * 60_000,
  });
}
