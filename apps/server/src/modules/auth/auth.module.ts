import cookie from '@fastify/cookie';
import { defineModule } from '../module.ts';
import { authRoutes } from './auth.routes.ts';
import { createAuthService, type AuthService } from './auth.service.ts';
import * as tables from './auth.table.ts';

declare module '../module.ts' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface ModuleServices {
    auth: AuthService;
  }
}

declare module '../audit/audit.service.ts' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface AuditActions {
    'auth.login': true;
    'auth.login_failed': true;
    'auth.login_rate_limited': true;
    'auth.logout': true;
    'auth.register': true;
    'auth.token_reuse': true;
    'auth.denied': true;
    'auth.invitation_accepted': true;
  }
}

/** Accounts, sessions and sign-in; the access guard authenticates every request through it. */
export const authModule = defineModule({
  name: 'auth',
  tables,
  create: ({ db, clock, config, events, use }) =>
    createAuthService({
      db,
      events,
      audit: use('audit'),
      outbox: use('outbox'),
      school: use('school'),
      clock,
      jwtSecret: config.jwtSecret,
      registrationEnabled: config.registrationEnabled,
    }),
  // Only the auth routes read or set a cookie (the refresh token); elsewhere its hooks would run
  // on every request for nothing.
  routes: (app, auth, { config }) =>
    app.register(async (scope) => {
      await scope.register(cookie);
      await scope.register(authRoutes, {
        prefix: '/api/auth',
        auth,
        registrationEnabled: config.registrationEnabled,
        demo: config.seed === 'demo',
        links: { home: config.homeUrl ?? null, faq: config.faqUrl ?? null },
        publicOrigin: new URL(config.publicUrl).origin,
      });
    }),
});
