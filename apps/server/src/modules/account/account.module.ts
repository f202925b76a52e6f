import { defineModule } from '../module.ts';
import { accountRoutes } from './account.routes.ts';
import { createAccountService, type AccountService } from './account.service.ts';

declare module '../module.ts' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface ModuleServices {
    account: AccountService;
  }
}

declare module '../audit/audit.service.ts' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface AuditActions {
    'account.profile_updated': true;
    'account.password_changed': true;
  }
}

/** The signed-in user's own profile, password and appearance (the users table is auth's). */
export const accountModule = defineModule({
  name: 'account',
  tables: {},
  create: ({ db, clock, use }) =>
    createAccountService({
      db,
      audit: use('audit'),
      auth: use('auth'),
      uploads: use('uploads'),
      clock,
    }),
  routes: (app, account) => app.register(accountRoutes, { prefix: '/api/account', account }),
});
