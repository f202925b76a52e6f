import type { SchoolSummary } from '@school/shared/school/schools.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from './api-client';
import type { ApiError } from './api-error';
import { setChosenSchool } from './chosen-school';

export function switchSchool(schoolId: string): Promise<SchoolSummary> {
  return apiFetch<SchoolSummary>('/schools/switch', { method: 'POST', body: { schoolId } });
}

/**
 * POST /api/schools/switch (audited), then every school page reads the new school: the cached
 * answers of the last one are dropped and what is on screen is fetched again.
 */
export function useSwitchSchool() {
  const queryClient = useQueryClient();
  return useMutation<SchoolSummary | null, ApiError, string | null>({
    mutationFn: (schoolId) => (schoolId ? switchSchool(schoolId) : Promise.resolve(null)),
    onSuccess: async (school) => {
      setChosenSchool(school ? { id: school.id, name: school.name } : null);
      await queryClient.resetQueries({
        predicate: (query) => query.queryKey[0] !== 'school-directory',
      });
    },
  });
}
