import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import type { PaymentProvider } from './wallet/payments/payment-provider.ts';
import type { EventBus } from '../realtime/event-bus.ts';
import type { RunningJob } from './jobs/job-runner.ts';
import type { StreamSource } from '../realtime/stream-sources.ts';

/**
 * The services modules hand each other, by module name. Each module adds its own entry from its
 * descriptor file (`declare module '../module.ts' { interface ModuleServices { … } }`), so adding a
 * module touches no central type.
 */
// Declaration merging needs an interface, empty until the modules fill it.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
export interface ModuleServices {}

export type ModuleName = keyof ModuleServices;

/** What every module is built from: the platform's pieces and the services of modules listed before it. */
export type ModuleDeps = {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  clock: () => Date;
  events: EventBus;
  /** Whether routes check their answers against the response schemas (off in production). */
  checkResponses: boolean;
  /** The card processor; the built-in sandbox when none is given. */
  paymentProvider?: PaymentProvider;
  /** Keep-alive interval of the event stream. */
  eventsHeartbeatMs?: number;
  /** The service of another module; throws when that module is not listed before this one. */
  use<K extends ModuleName>(name: K): ModuleServices[K];
};

/** The application a module registers its routes on. */
export type ModuleApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * Work a module runs later or on a schedule (the job runner calls it; handlers are idempotent).
 * Written as a method so a module's handlers fit the list of all modules (method parameters are
 * checked both ways).
 */
export type JobHandler<S> = {
  run(payload: unknown, service: S, job: RunningJob): Promise<void>;
}['run'];

/**
 * A server module: its tables, how its service is made, and its routes. `app.ts` lists the
 * modules, creates every service in that order, then registers every module's routes.
 */
export type ServerModule<S = unknown> = {
  name: string;
  /** The module's `*.table.ts` exports; the runtime schema is gathered from these. */
  tables: Record<string, unknown>;
  create(deps: ModuleDeps): S | Promise<S>;
  /** Registers the module's routes (with their prefix) on the application. */
  routes?(app: ModuleApp, service: S, deps: ModuleDeps): PromiseLike<unknown>;
  jobs?: Record<string, JobHandler<S>>;
  /** What the module adds to each signed-in person's event stream (`GET /api/events`). */
  stream?(service: S, deps: ModuleDeps): StreamSource;
};

/** Keeps a descriptor's service type while checking it against `ServerModule`. */
export const defineModule = <S>(module: ServerModule<S>): ServerModule<S> => module;
