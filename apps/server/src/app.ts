import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { AppError } from './lib/app-error.ts';
import { createAuditService } from './modules/audit/audit.service.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { legacyNotificationsRoutes } from './modules/notifications/legacy.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { createNotificationsService } from './modules/notifications/notifications.service.ts';
import { classesRoutes } from './modules/classes/classes.routes.ts';
import { createClassesService, studentInClasses } from './modules/classes/classes.service.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { createAccountService } from './modules/account/account.service.ts';
import { schoolRoutes } from './modules/school/school.routes.ts';
import { createSchoolService } from './modules/school/school.service.ts';
import { activateInvitedStudent, studentSignedIn } from './modules/students/student-hooks.ts';
import { studentsRoutes } from './modules/students/students.routes.ts';
import { createStudentsService } from './modules/students/students.service.ts';
import { installMedia, uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { createUploadsService } from './modules/uploads/uploads.service.ts';
import type { PaymentProvider } from './modules/wallet/payments/payment-provider.ts';
import { createSandboxProvider } from './modules/wallet/payments/sandbox-provider.ts';
import { walletRoutes } from './modules/wallet/wallet.routes.ts';
import { createWalletService, type WalletService } from './modules/wallet/wallet.service.ts';
import { installAccessGuard } from './plugins/access.ts';
import { createEventBus } from './realtime/event-bus.ts';
import { eventsRoutes } from './realtime/events.routes.ts';
import { installErrorHandler } from './plugins/errors.ts';
import { installOpenApi } from './plugins/openapi.ts';
import { installSecurityHeaders } from './plugins/security-headers.ts';
import { installWebApp } from './plugins/web-app.ts';

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  /** Injected so tests can move time; defaults to the wall clock. */
  clock?: () => Date;
  logger?: boolean;
  /** The card processor; the built-in sandbox by default. */
  paymentProvider?: PaymentProvider;
  /** Keep-alive interval of the event stream. */
  eventsHeartbeatMs?: number;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** Set when shutdown begins: new requests get 503 while in-flight ones finish. */
    draining: boolean;
    /** Services other modules and tests call directly (e.g. the wallet's spend). */
    services: { wallet: WalletService };
  }
}

/** Builds the application: plugins, then every module. Used by main.ts and by the tests. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? (() => new Date());
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: {
              paths: [
                'req.headers.authorization',
                'req.headers["x-authorization"]',
                'req.headers.cookie',
                'res.headers["set-cookie"]',
              ],
              remove: true,
            },
          },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Legacy clients POST with an empty body (spec §7 get-notifications); treat it as no body.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' ? done(null, undefined) : jsonParser(request, String(body), done),
  );
  app.setSerializerCompiler(serializerCompiler);

  // First hook of every request, so each answer below (401, 403, 503 included) carries the headers.
  installSecurityHeaders(app);
  app.decorate('draining', false);
  app.addHook('onRequest', (_request, reply, done) => {
    if (!app.draining) return done();
    void reply.header('connection', 'close');
    done(
      new AppError('service_unavailable', 'The server is shutting down. Please retry in a moment.'),
    );
  });

  const audit = createAuditService(database.db);
  const auth = await createAuthService({
    db: database.db,
    audit,
    clock,
    jwtSecret: config.jwtSecret,
    registrationEnabled: config.registrationEnabled,
  });

  const events = await createEventBus(database);
  app.addHook('onClose', async () => events.close());
  const notifications = createNotificationsService({ db: database.db, events, clock });
  const uploads = createUploadsService({ db: database.db, mediaRoot: config.mediaRoot });
  const school = createSchoolService({ db: database.db, audit, uploads, clock });
  const account = createAccountService({ db: database.db, audit, uploads, clock });
  const students = createStudentsService({
    db: database.db,
    audit,
    clock,
    publicUrl: config.publicUrl,
    historyChecks: [studentSignedIn, studentInClasses],
  });
  auth.onInvitationAccepted(activateInvitedStudent(clock));
  const classes = createClassesService({ db: database.db, audit, notifications, clock });
  const wallet = createWalletService({
    db: database.db,
    audit,
    notifications,
    clock,
    provider: deps.paymentProvider ?? createSandboxProvider(),
    pricing: config,
  });

  installErrorHandler(app);
  installAccessGuard(app, { auth, audit });
  await installOpenApi(app);

  const checkResponses = config.env !== 'production';
  await app.register(healthRoutes, { prefix: '/api', database: database.kind, checkResponses });
  // Only the auth routes read or set a cookie (the refresh token); elsewhere its hooks would run
  // on every request for nothing.
  await app.register(async (scope) => {
    await scope.register(cookie);
    await scope.register(authRoutes, {
      prefix: '/api/auth',
      auth,
      registrationEnabled: config.registrationEnabled,
      demo: config.seed === 'demo',
    });
  });

  await app.register(notificationsRoutes, {
    prefix: '/api/notifications',
    notifications,
    checkResponses,
  });
  await app.register(legacyNotificationsRoutes, { prefix: '/api', notifications, checkResponses });
  await app.register(eventsRoutes, {
    prefix: '/api',
    bus: events,
    auth,
    notifications,
    heartbeatMs: deps.eventsHeartbeatMs ?? 25_000,
  });

  await app.register(uploadsRoutes, { prefix: '/api', uploads });
  await installMedia(app, config.mediaRoot);
  await app.register(schoolRoutes, { prefix: '/api/school', school });
  await app.register(accountRoutes, { prefix: '/api/account', account });
  await app.register(studentsRoutes, { prefix: '/api/students', students, checkResponses });
  await app.register(classesRoutes, { prefix: '/api', classes, checkResponses });
  await app.register(walletRoutes, { prefix: '/api/wallet', wallet });
  app.decorate('services', { wallet });

  await installWebApp(app, config.webDist);
  return app;
}
