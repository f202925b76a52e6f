import { defineModule } from '../module.ts';
import { createCalendarFeedService, type CalendarFeedService } from './calendar-feed.service.ts';
import { createCalendarImportService } from './calendar-import.service.ts';
import { calendarFeedRoutes, calendarRoutes } from './calendar.routes.ts';
import { createCalendarService, type CalendarService } from './calendar.service.ts';
import * as tables from './calendar.table.ts';

export type CalendarModuleService = CalendarService & {
  feed: CalendarFeedService;
  imports: ReturnType<typeof createCalendarImportService>;
};

declare module '../module.ts' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface ModuleServices {
    calendar: CalendarModuleService;
  }
}

declare module '../audit/audit.service.ts' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface AuditActions {
    'calendar.event_created': true;
    'calendar.event_updated': true;
    'calendar.event_deleted': true;
    'calendar.imported': true;
    'calendar.feed_created': true;
    'calendar.feed_revoked': true;
  }
}

/** One calendar over class sessions, appointments and school events; iCal out and in. */
export const calendarModule = defineModule({
  name: 'calendar',
  tables,
  create: ({ db, clock, use, config }) => {
    const deps = {
      db,
      clock,
      audit: use('audit'),
      school: use('school'),
      classes: use('classes'),
      appointments: use('appointments'),
      feeds: use('feeds'),
    };
    const calendar = createCalendarService(deps);
    return {
      ...calendar,
      feed: createCalendarFeedService({ ...deps, publicUrl: config.publicUrl }, calendar),
      imports: createCalendarImportService(deps, calendar),
    };
  },
  routes: async (app, service, { checkResponses }) => {
    await app.register(calendarRoutes, { prefix: '/api/calendar', service, checkResponses });
    await app.register(calendarFeedRoutes, { prefix: '/api/calendar', service, checkResponses });
  },
});
