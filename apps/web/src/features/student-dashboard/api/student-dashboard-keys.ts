import type { StudentDashboardPeriod } from '@school/shared/student-dashboard/student-dashboard.rules';

export const studentDashboardKeys = {
  all: ['student-dashboard'] as const,
  students: (q: string) => [...studentDashboardKeys.all, 'students', q] as const,
  dashboard: (studentId: string, period: StudentDashboardPeriod) =>
    [...studentDashboardKeys.all, 'dashboard', studentId, period] as const,
};
