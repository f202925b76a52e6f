import { z } from 'zod';
import { defineModule } from '../module.ts';
import { createFeedsRepository } from './feeds.repository.ts';
import { feedsRoutes } from './feeds.routes.ts';
import { createFeedsService, type FeedsService } from './feeds.service.ts';
import { feedStreamSource } from './feeds.stream.ts';
import * as tables from './feeds.table.ts';

declare module '../module.ts' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface ModuleServices {
    feeds: FeedsService;
  }
}

declare module '../audit/audit.service.ts' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface AuditActions {
    'feeds.post_hidden': true;
    'feeds.post_deleted': true;
    'feeds.comment_hidden': true;
  }
}

const publishPayload = z.object({ postId: z.uuid() });

/** The school's news feed: posts, comments, reactions, and activity the other modules record. */
export const feedsModule = defineModule({
  name: 'feeds',
  tables,
  create: ({ db, clock, events, use }) =>
    createFeedsService({ db, audit: use('audit'), jobs: use('jobs'), events, clock }),
  routes: (app, service) => app.register(feedsRoutes, { prefix: '/api/feeds', service }),
  stream: (service, { db }) => feedStreamSource(service.access, () => createFeedsRepository(db)),
  jobs: {
    // Scheduled posts: the guarded status change publishes each once, whatever runs the job.
    publish: async (payload, service) => {
      await service.publishScheduled(publishPayload.parse(payload).postId);
    },
  },
});
