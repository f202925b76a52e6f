import { attendanceExportFiltersSchema } from '@school/shared/student-dashboard/student-dashboard.contract';
import { defineModule } from '../module.ts';
import { studentDashboardRoutes } from './student-dashboard.routes.ts';
import {
  createStudentDashboardService,
  type StudentDashboardService,
} from './student-dashboard.service.ts';

declare module '../module.ts' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface ModuleServices {
    'student-dashboard': StudentDashboardService;
  }
}

/** One student's picture for the school's staff: read-only joins, no tables of its own. */
export const studentDashboardModule = defineModule({
  name: 'student-dashboard',
  tables: {},
  create: ({ db, clock, use }) => {
    const service = createStudentDashboardService({
      db,
      clock,
      timezoneOf: (schoolId) => use('school').timezoneOf(schoolId),
      appointmentSpend: (...args) => use('appointments').spentByMonth(...args),
    });
    use('exports').define('attendance', {
      permission: 'student-dashboard.view',
      filters: attendanceExportFiltersSchema,
      run: async (auth, { studentId, schoolId }) => {
        const csv = await service.attendanceCsv(auth, studentId, schoolId);
        return { fileName: csv.fileName, body: csv.text };
      },
    });
    return service;
  },
  routes: (app, service, { use }) =>
    app.register(studentDashboardRoutes, {
      prefix: '/api/student-dashboard',
      service,
      exports: use('exports'),
    }),
});
