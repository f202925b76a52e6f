import { defineModule } from '../module.ts';
import { exportsRoutes } from './exports.routes.ts';
import { createExportsService, type ExportsService } from './exports.service.ts';
import * as tables from './exports.table.ts';

declare module '../module.ts' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface ModuleServices {
    exports: ExportsService;
  }
}

/** The record of every CSV export, its re-download, and the exports search finds. */
export const exportsModule = defineModule({
  name: 'exports',
  tables,
  create: ({ db, clock }) => createExportsService({ db, clock }),
  routes: (app, service) => app.register(exportsRoutes, { prefix: '/api/exports', service }),
});
