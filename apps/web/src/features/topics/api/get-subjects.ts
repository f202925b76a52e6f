import type { Subject } from '@school/shared/classes/classes.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

type SubjectList = { items: Subject[] };

/** GET /api/subjects: the catalogue changes rarely. */
export function useSubjects() {
  return useQuery({
    queryKey: ['subjects'],
    queryFn: ({ signal }) => apiFetch<SubjectList>('/subjects', { signal }),
    staleTime: 10 * 60_000,
  });
}
