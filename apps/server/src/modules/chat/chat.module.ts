import { defineModule } from '../module.ts';
import { chatSocketRoutes } from './chat-socket.routes.ts';
import { chatRoutes } from './chat.routes.ts';
import { createChatService, type ChatService } from './chat.service.ts';
import * as tables from './chat.table.ts';

declare module '../module.ts' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface ModuleServices {
    chat: ChatService;
  }
}

declare module '../audit/audit.service.ts' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface AuditActions {
    /** A school admin deleted someone else's message (moderation). */
    'chat.message_deleted': true;
  }
}

export const chatModule = defineModule({
  name: 'chat',
  tables,
  create: ({ db, clock, events, config, use }) =>
    createChatService({
      db,
      events,
      clock,
      audit: use('audit'),
      auth: use('auth'),
      school: use('school'),
      supportEmail: config.supportEmail,
    }),
  routes: async (app, chat, deps) => {
    await app.register(chatRoutes, { prefix: '/api/chat', chat });
    await app.register(chatSocketRoutes, {
      prefix: '/api/chat',
      chat,
      bus: deps.events,
      auth: deps.use('auth'),
    });
  },
});
