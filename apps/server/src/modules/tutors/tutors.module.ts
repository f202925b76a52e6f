import { defineModule } from '../module.ts';
import { tutorsRoutes } from './tutors.routes.ts';
import { createTutorsService, type TutorsService } from './tutors.service.ts';
import * as tables from './tutors.table.ts';

declare module '../module.ts' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface ModuleServices {
    tutors: TutorsService;
  }
}

declare module '../audit/audit.service.ts' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface AuditActions {
    'tutors.profile_updated': true;
    'tutors.availability_updated': true;
    'tutors.suspended': true;
  }
}

/**
 * The subject catalogue, tutor profiles with weekly availability, reviews and search; the
 * pickers' `/api/subjects` and `/api/tutors`.
 */
export const tutorsModule = defineModule({
  name: 'tutors',
  tables,
  create: ({ db, clock, use }) =>
    createTutorsService({
      db,
      clock,
      audit: use('audit'),
      school: use('school'),
      uploads: use('uploads'),
      jobs: use('jobs'),
    }),
  routes: (app, tutors, { checkResponses }) =>
    app.register(tutorsRoutes, { prefix: '/api', tutors, checkResponses }),
  jobs: {
    /** Daily: adds the day that came into the horizon to every tutor's open windows. */
    'roll-windows': async (_payload, tutors) => {
      await tutors.rollWindows();
    },
  },
});
