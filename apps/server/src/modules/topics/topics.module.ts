import { defineModule } from '../module.ts';
import { topicsRoutes } from './topics.routes.ts';
import { createTopicsService, type TopicsService } from './topics.service.ts';
import * as tables from './topics.table.ts';

declare module '../module.ts' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface ModuleServices {
    topics: TopicsService;
  }
}

declare module '../audit/audit.service.ts' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface AuditActions {
    'topics.created': true;
    'topics.deleted': true;
    'topics.answered': true;
    'topics.closed': true;
    'topics.reopened': true;
    'topics.hidden': true;
    'topics.answer_hidden': true;
  }
}

/** Questions and answers inside a school: votes, favourites, acceptance, moderation. */
export const topicsModule = defineModule({
  name: 'topics',
  tables,
  create: ({ db, clock, use }) =>
    createTopicsService({
      db,
      audit: use('audit'),
      notifications: use('notifications'),
      feeds: use('feeds'),
      tutors: use('tutors'),
      clock,
    }),
  routes: (app, service) => app.register(topicsRoutes, { prefix: '/api', service }),
});
