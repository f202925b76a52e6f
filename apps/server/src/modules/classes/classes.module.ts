import { defineModule } from '../module.ts';
import { classesRoutes } from './classes.routes.ts';
import { createClassesService, type ClassesService } from './classes.service.ts';
import * as tables from './classes.table.ts';
import { studentInClasses } from './enrolment.service.ts';

declare module '../module.ts' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface ModuleServices {
    classes: ClassesService;
  }
}

declare module '../audit/audit.service.ts' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface AuditActions {
    'classes.created': true;
    'classes.updated': true;
    'classes.approved': true;
    'classes.rejected': true;
    'classes.cancelled': true;
  }
}

/** Class proposals, approval, sessions, enrolment and attendance. */
export const classesModule = defineModule({
  name: 'classes',
  tables,
  create: ({ db, clock, use }) => {
    // A student once enrolled keeps that history, so the roster only deactivates them.
    use('students').addHistoryCheck(studentInClasses);
    return createClassesService({
      db,
      audit: use('audit'),
      notifications: use('notifications'),
      feeds: use('feeds'),
      school: use('school'),
      tutors: use('tutors'),
      clock,
    });
  },
  routes: (app, classes, { checkResponses }) =>
    app.register(classesRoutes, { prefix: '/api', classes, checkResponses }),
});
