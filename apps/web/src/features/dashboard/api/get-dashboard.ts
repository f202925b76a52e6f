import type { Dashboard } from '@school/shared/dashboard/dashboard.contract';
import type { DashboardPeriod } from '@school/shared/dashboard/dashboard.rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';

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
