import type { Waiting } from '@school/shared/dashboard/dashboard.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';

export function fetchWaiting(signal?: AbortSignal) {
  return apiFetch<Waiting>('/dashboard/waiting', { signal });
}

/** GET /api/dashboard/waiting: what needs the admin, with the actions each owning module offers. */
export function useWaiting(schoolId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.waiting(schoolId),
    queryFn: ({ signal }) => fetchWaiting(signal),
    enabled,
  });
}
