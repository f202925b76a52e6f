import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { studentsQueryKey } from './list-students';

type GradesResponse = { grades: string[] };

// Built on first use: the browser's first Intl object costs milliseconds the page's start can use.
let byNumber: Intl.Collator | undefined;

export async function getGrades(signal?: AbortSignal): Promise<string[]> {
  const { grades } = await apiFetch<GradesResponse>('/students/grades', { signal });
  // "Grade 9" before "Grade 10": the API sorts as text.
  byNumber ??= new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
  return [...grades].sort(byNumber.compare);
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
