import { defineModule } from '../module.ts';
import { createOutboxService, type OutboxService } from './outbox.service.ts';
import * as tables from './outbox.table.ts';

declare module '../module.ts' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface ModuleServices {
    outbox: OutboxService;
  }
}

/** Messages to send and one-time invitations; no routes of its own. */
export const outboxModule = defineModule({
  name: 'outbox',
  tables,
  create: () => createOutboxService(),
});
