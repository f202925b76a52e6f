import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { proxyTrust, type Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { AppError } from './lib/app-error.ts';
import type { Jobs } from './modules/jobs/jobs.module.ts';
import type { ModuleDeps, ModuleServices } from './modules/module.ts';
import { modules } from './modules/modules.ts';
import type { PaymentProvider } from './modules/wallet/payments/payment-provider.ts';
import type { WalletService } from './modules/wallet/wallet.service.ts';
import { installAccessGuard } from './plugins/access.ts';
import { refusingControlCharacters } from './plugins/control-characters.ts';
import { installErrorHandler } from './plugins/errors.ts';
import { installOpenApi } from './plugins/openapi.ts';
import { OneLinePerRequest } from './plugins/request-log.ts';
import { installSecurityHeaders } from './plugins/security-headers.ts';
import { installWebApp } from './plugins/web-app.ts';
import { createEventBus } from './realtime/event-bus.ts';
import { eventsRoutes } from './realtime/events.routes.ts';
import type { FeedsService } from './modules/feeds/feeds.service.ts';

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
    services: { wallet: WalletService['credits']; jobs: Jobs; feeds: FeedsService };
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
    trustProxy: proxyTrust(config.trustProxy),
    bodyLimit: 1024 * 1024,
    logController: new OneLinePerRequest(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(refusingControlCharacters(validatorCompiler));
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
  // Answers still in flight at shutdown close their connection, or a keep-alive client would hold
  // the server open until the shutdown timeout.
  app.addHook('onSend', (_request, reply, _payload, done) => {
    if (app.draining) void reply.header('connection', 'close');
    done();
  });

  const events = await createEventBus(database);
  app.addHook('onClose', async () => events.close());

  // Every module's service, in the order of the list; a module reaches only those before it.
  const services: Partial<ModuleServices> = {};
  const use = <K extends keyof ModuleServices>(name: K): ModuleServices[K] => {
    const service = services[name];
    if (service === undefined)
      throw new Error(`The ${name} module must come earlier in modules.ts.`);
    return service;
  };
  const moduleDeps: ModuleDeps = {
    config,
    database,
    db: database.db,
    clock,
    events,
    checkResponses: config.env !== 'production',
    paymentProvider: deps.paymentProvider,
    eventsHeartbeatMs: deps.eventsHeartbeatMs,
    use,
  };
  const created = new Map<string, unknown>();
  for (const module of modules) {
    const service = await module.create(moduleDeps);
    created.set(module.name, service);
    if (service !== undefined) Object.assign(services, { [module.name]: service });
  }

  // A module's jobs run under `<module>.<job>`; the runner starts once the app is ready and has
  // finished its running jobs before the database closes.
  const jobs = use('jobs');
  for (const module of modules) {
    for (const [name, handler] of Object.entries(module.jobs ?? {})) {
      jobs.register(`${module.name}.${name}`, (payload, job) =>
        handler(payload, created.get(module.name), job),
      );
    }
  }
  app.addHook('onReady', async () => jobs.start(app.log));
  app.addHook('preClose', async () => jobs.stop());

  installErrorHandler(app);
  installAccessGuard(app, { auth: use('auth'), audit: use('audit'), schools: use('school') });
  await installOpenApi(app);

  for (const module of modules) await module.routes?.(app, created.get(module.name), moduleDeps);
  await app.register(eventsRoutes, {
    prefix: '/api',
    bus: events,
    auth: use('auth'),
    notifications: use('notifications'),
    sources: modules.flatMap((module) =>
      module.stream ? [module.stream(created.get(module.name), moduleDeps)] : [],
    ),
    heartbeatMs: deps.eventsHeartbeatMs ?? 25_000,
  });
  // Tests charge and refund through the wallet's credits, and record feed activity directly.
  app.decorate('services', { wallet: use('wallet').credits, jobs, feeds: use('feeds') });

  await installWebApp(app, config.webDist);
  return app;
}
