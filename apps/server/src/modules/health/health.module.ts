import { defineModule } from '../module.ts';
import { healthRoutes } from './health.routes.ts';

/** `GET /api/health`: whether the server answers, and on which database. */
export const healthModule = defineModule({
  name: 'health',
  tables: {},
  create: () => undefined,
  routes: (app, _service, { database, checkResponses }) =>
    app.register(healthRoutes, { prefix: '/api', database: database.kind, checkResponses }),
});
