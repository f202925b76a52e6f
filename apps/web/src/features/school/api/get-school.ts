import type { SchoolProfile } from '@school/shared/school/school.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';

export const schoolQueryKey = ['school'] as const;

export function getSchool(signal?: AbortSignal): Promise<SchoolProfile> {
  return apiFetch<SchoolProfile>('/school', { signal });
}

/** GET /api/school: the signed-in user's school (staff of the school may read it). */
export function useSchool() {
  return useQuery<SchoolProfile, ApiError>({
    queryKey: schoolQueryKey,
    queryFn: ({ signal }) => getSchool(signal),
  });
}
