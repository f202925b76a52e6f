import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

type ClassOption = { id: string; title: string };

/** The school's approved classes, for the audience picker (GET /api/classes). */
export function useAudienceClasses(enabled: boolean) {
  return useQuery({
    queryKey: ['feeds', 'audience-classes'],
    enabled,
    staleTime: 60_000,
    queryFn: ({ signal }) =>
      apiFetch<{ items: ClassOption[] }>('/classes?status=approved&pageSize=100', { signal }),
  });
}
