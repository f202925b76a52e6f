import { defineModule } from '../module.ts';
import { searchSources } from './search-sources.ts';
import { searchRoutes } from './search.routes.ts';
import { createSearchService, type SearchService } from './search.service.ts';
import * as tables from './search.table.ts';

declare module '../module.ts' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface ModuleServices {
    search: SearchService;
  }
}

export const searchModule = defineModule({
  name: 'search',
  tables,
  create: ({ db, clock, events, use }) =>
    createSearchService({
      db,
      events,
      clock,
      timezoneOf: (schoolId) => use('school').timezoneOf(schoolId),
      sources: searchSources({
        students: use('students'),
        classes: use('classes'),
        topics: use('topics'),
        chat: use('chat'),
        wallet: use('wallet'),
        uploads: use('uploads'),
        exports: use('exports'),
      }),
    }),
  routes: (app, service) => app.register(searchRoutes, { prefix: '/api', service }),
});
