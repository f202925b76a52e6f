import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { openTestDatabase } from './test-database.ts';

export type TestClock = {
  now: () => Date;
  advance: (ms: number) => void;
  set: (date: Date) => void;
};

export function testClock(start = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  clock: TestClock;
  close: () => Promise<void>;
};

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: '/nonexistent-test-data',
      SEED: 'none',
      LOG_LEVEL: 'silent',
    }),
    webDist: '/nonexistent-web-dist',
    ...overrides,
  };
}

/**
 * Builds the app on a fresh database. `configure` runs before the app is ready, so a test can add
 * a route of its own (e.g. one that throws) the same way modules do.
 */
export async function createTestApp(
  options: {
    config?: Partial<Config>;
    configure?: (app: FastifyInstance) => void;
    /** Another handle on an existing database, e.g. a second instance; closed with the app. */
    database?: DatabaseHandle;
    eventsHeartbeatMs?: number;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  const clock = testClock();
  const app = await buildApp({
    config: testConfig(options.config),
    database,
    clock: clock.now,
    logger: false,
    eventsHeartbeatMs: options.eventsHeartbeatMs,
  });
  options.configure?.(app);
  await app.ready();
  return {
    app,
    database,
    clock,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
