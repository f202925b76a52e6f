import { defineModule } from '../module.ts';
import * as tables from './dashboard.table.ts';
import { dashboardRoutes } from './dashboard.routes.ts';
import { createDashboardService, type DashboardService } from './dashboard.service.ts';

declare module '../module.ts' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface ModuleServices {
    dashboard: DashboardService;
  }
}

/** Read-only aggregates over the other modules' tables, and the rollups that keep them fast. */
export const dashboardModule = defineModule({
  name: 'dashboard',
  tables,
  create: ({ db, clock }) => createDashboardService({ db, clock }),
  routes: (app, service) => app.register(dashboardRoutes, { prefix: '/api/dashboard', service }),
});
