import { defineModule } from '../module.ts';
import { schoolRoutes } from './school.routes.ts';
import { createSchoolService, type SchoolService } from './school.service.ts';
import * as tables from './school.table.ts';

declare module '../module.ts' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface ModuleServices {
    school: SchoolService;
  }
}

declare module '../audit/audit.service.ts' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface AuditActions {
    'school.updated': true;
  }
}

/** The school profile and the policies other modules read. */
export const schoolModule = defineModule({
  name: 'school',
  tables,
  create: ({ db, clock, use }) =>
    createSchoolService({ db, audit: use('audit'), uploads: use('uploads'), clock }),
  routes: (app, school) => app.register(schoolRoutes, { prefix: '/api/school', school }),
});
