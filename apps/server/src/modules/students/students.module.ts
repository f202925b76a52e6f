import { studentExportQuerySchema } from '@school/shared/students/students.contract';
import { defineModule } from '../module.ts';
import { activateInvitedStudent, studentSignedIn } from './student-hooks.ts';
import { studentsRoutes } from './students.routes.ts';
import { createStudentsService, type StudentsService } from './students.service.ts';
import * as tables from './students.table.ts';

declare module '../module.ts' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface ModuleServices {
    students: StudentsService;
  }
}

declare module '../audit/audit.service.ts' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface AuditActions {
    'students.created': true;
    'students.updated': true;
    'students.status_changed': true;
    'students.allowance_set': true;
    'students.deleted': true;
    'students.imported': true;
  }
}

/** The school's roster: students, CSV import and export, invitations. */
export const studentsModule = defineModule({
  name: 'students',
  tables,
  create: ({ db, clock, config, use }) => {
    const auth = use('auth');
    auth.onInvitationAccepted(activateInvitedStudent(clock));
    const students = createStudentsService({
      db,
      audit: use('audit'),
      auth,
      outbox: use('outbox'),
      feeds: use('feeds'),
      clock,
      publicUrl: config.publicUrl,
      historyChecks: [studentSignedIn(auth.accounts)],
    });
    use('exports').define('students', {
      permission: 'students.manage',
      filters: studentExportQuerySchema,
      run: async (auth, filters) => ({
        fileName: 'students.csv',
        body: students.exportCsv(auth, filters),
      }),
    });
    return students;
  },
  routes: (app, students, { checkResponses, use }) =>
    app.register(studentsRoutes, {
      prefix: '/api/students',
      students,
      exports: use('exports'),
      checkResponses,
    }),
});
