import { defineModule } from '../module.ts';
import { legacyNotificationsRoutes } from './legacy.routes.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { createNotificationsService, type NotificationsService } from './notifications.service.ts';
import * as tables from './notifications.table.ts';

declare module '../module.ts' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface ModuleServices {
    notifications: NotificationsService;
  }
}

/** In-app notifications: the `notify()` every module calls, REST and the legacy calls of spec §7. */
export const notificationsModule = defineModule({
  name: 'notifications',
  tables,
  create: ({ db, events, clock, use }) =>
    createNotificationsService({
      db,
      events,
      auth: use('auth'),
      school: use('school'),
      clock,
    }),
  routes: async (app, notifications, { checkResponses }) => {
    await app.register(notificationsRoutes, {
      prefix: '/api/notifications',
      notifications,
      checkResponses,
    });
    await app.register(legacyNotificationsRoutes, {
      prefix: '/api',
      notifications,
      checkResponses,
    });
  },
});
