import { defineModule } from '../module.ts';
import { schoolDirectoryRoutes } from './school-directory.routes.ts';
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
    /** The platform admin entered a school through the switcher. */
    'schools.switched': true;
  }
}

/** The school profile and the policies other modules read. */
export const schoolModule = defineModule({
  name: 'school',
  tables,
  create: ({ db, clock, use }) =>
    createSchoolService({ db, audit: use('audit'), uploads: use('uploads'), clock }),
  routes: async (app, school) => {
    await app.register(schoolRoutes, { prefix: '/api/school', school });
    await app.register(schoolDirectoryRoutes, {
      prefix: '/api/schools',
      directory: school.directory,
    });
  },
});
