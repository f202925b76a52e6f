import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { studentsQueryKey } from './list-students';

type GradesResponse = { grades: string[] };

/** In natural order, "Grade 9" before "Grade 10", as the API answers them. */
export async function getGrades(signal?: AbortSignal): Promise<string[]> {
  return (await apiFetch<GradesResponse>('/students/grades', { signal })).grades;
}

const noGrades: string[] = [];

/**
 * GET /api/students/grades: the grades in use, for the filter and the form's suggestions (none
 * until they arrive). Each part that shows them asks, so their arrival redraws only those parts.
 */
export function useGrades(): string[] {
  return (
    useQuery({
      queryKey: [...studentsQueryKey, 'grades'],
      queryFn: ({ signal }) => getGrades(signal),
    }).data ?? noGrades
  );
}
