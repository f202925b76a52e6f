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

/** The subject catalogue and tutor profiles; the pickers' `/api/subjects` and `/api/tutors`. */
export const tutorsModule = defineModule({
  name: 'tutors',
  tables,
  create: ({ db }) => createTutorsService({ db }),
  routes: (app, tutors) => app.register(tutorsRoutes, { prefix: '/api', tutors }),
});
