import type { ListResponse } from '@school/shared/common/list.contract';
import { schoolSearchLimit } from '@school/shared/school/school-choice.rules';
import type { SchoolSummary } from '@school/shared/school/schools.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export function searchSchools(q: string, signal?: AbortSignal) {
  const params = new URLSearchParams({ pageSize: String(schoolSearchLimit) });
  if (q) params.set('q', q);
  return apiFetch<ListResponse<SchoolSummary>>(`/schools?${params.toString()}`, { signal });
}

/** GET /api/schools?q=: schools by name, for the platform admin's switcher. */
export function useSchoolSearch(q: string, enabled: boolean) {
  return useQuery({
    // Not under a school's keys: a change of school resets every query but this list stays valid.
    queryKey: ['school-directory', q],
    queryFn: ({ signal }) => searchSchools(q, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
