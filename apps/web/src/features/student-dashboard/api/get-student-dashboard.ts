import type { StudentDashboard } from '@school/shared/student-dashboard/student-dashboard.contract';
import type { StudentDashboardPeriod } from '@school/shared/student-dashboard/student-dashboard.rules';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { studentDashboardKeys } from './student-dashboard-keys';

export function getStudentDashboard(
  studentId: string,
  period: StudentDashboardPeriod,
  signal?: AbortSignal,
): Promise<StudentDashboard> {
  return apiFetch<StudentDashboard>(
    `/student-dashboard/${encodeURIComponent(studentId)}?period=${period}`,
    { signal },
  );
}

/** GET /api/student-dashboard/{studentId}: one student's picture over the period. */
export function useStudentDashboard(studentId: string | null, period: StudentDashboardPeriod) {
  return useQuery<StudentDashboard, ApiError>({
    queryKey: studentDashboardKeys.dashboard(studentId ?? '', period),
    queryFn: ({ signal }) => getStudentDashboard(studentId ?? '', period, signal),
    enabled: studentId !== null,
  });
}
