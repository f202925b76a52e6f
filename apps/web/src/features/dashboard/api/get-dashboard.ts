import type { Dashboard } from '@school/shared/dashboard/dashboard.contract';
import { dashboardPeriods, type DashboardPeriod } from '@school/shared/dashboard/dashboard.rules';
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { actingSchool } from '../../../lib/chosen-school';
import { dashboardKeys } from './dashboard-keys';
import { fetchWaiting } from './get-waiting';

/** The period the address asks for (`?period=`), 30 days when it names none or an unknown one. */
export const periodOf = (value: string | null): DashboardPeriod =>
  dashboardPeriods.find((p) => p === value) ?? '30d';

export function fetchDashboard(period: DashboardPeriod, signal?: AbortSignal) {
  return apiFetch<Dashboard>(`/dashboard?period=${period}`, { signal });
}

/**
 * GET /api/dashboard: cards, charts and today in one round trip (the school is the signed-in
 * one, or the platform admin's chosen one, which the client sends; none: platform totals).
 */
export function useDashboard(period: DashboardPeriod, schoolId: string | null) {
  return useQuery({
    queryKey: dashboardKeys.figures(period, schoolId),
    queryFn: ({ signal }) => fetchDashboard(period, signal),
    placeholderData: keepPreviousData,
  });
}

/** The page's first data for an address: the figures, and the queue inside a school. */
export function prefetchDashboard(queryClient: QueryClient, search: URLSearchParams): void {
  const period = periodOf(search.get('period'));
  const school = actingSchool();
  void queryClient.prefetchQuery({
    queryKey: dashboardKeys.figures(period, school.id),
    queryFn: ({ signal }) => fetchDashboard(period, signal),
  });
  if (school.canSwitch && !school.id) return;
  void queryClient.prefetchQuery({
    queryKey: dashboardKeys.waiting(school.id),
    queryFn: ({ signal }) => fetchWaiting(signal),
  });
}
