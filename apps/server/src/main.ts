import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { seedDemo } from './db/seed.ts';
import { demoAccounts } from './modules/auth/demo-accounts.ts';

const shutdownTimeoutMs = 10_000;
const drainGraceMs = 300;

// A person at a terminal reads sentences; a process manager or log shipper reads JSON lines.
const terminal = process.stdout.isTTY === true;
const say = (line: string) => {
  if (terminal) process.stdout.write(`${line}\n`);
};

let app: FastifyInstance | undefined;
let database: DatabaseHandle | undefined;
let stopping: Promise<void> | undefined;

/**
 * Ctrl+C reaches every process of the terminal's group, so the server gets SIGINT from the
 * terminal and again from `npm start` forwarding it, and an impatient user presses twice: every
 * signal after the first joins the one shutdown instead of killing the process mid-way (which
 * cut requests and left the embedded database's lock behind).
 */
function stop(signal: string, starting: Promise<void>, exitCode = 0): Promise<void> {
  stopping ??= (async () => {
    say('Stopping School Console…');
    app?.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      console.error('Shutdown took too long; exiting.');
      process.exit(1);
    }, shutdownTimeoutMs);
    timer.unref();
    // A step under way (migrations, the demo seed) finishes first; the next one sees `stopping`.
    await starting.catch(() => undefined);
    let failed: unknown;
    try {
      if (app) {
        // New requests get 503 for a moment before the port closes: a connection accepted but
        // not yet read when the server closes would otherwise be reset, a cut request to its client.
        app.draining = true;
        await new Promise((resolve) => setTimeout(resolve, drainGraceMs));
        await app.close();
      }
    } catch (error) {
      failed = error;
    }
    // Also when closing the app failed: the data directory is released for the next start.
    await database?.close().catch((error: unknown) => (failed ??= error));
    // After a database failure (exit code 1) the last writes fail with it: that is already said.
    if (failed !== undefined && exitCode === 0) {
      console.error('Shutdown failed:', failed instanceof Error ? failed.message : failed);
      process.exit(1);
    }
    say('Stopped.');
    process.exit(exitCode);
  })();
  return stopping;
}

async function start(): Promise<void> {
  const config = loadConfig();
  if (config.databaseUrl) say('Opening the database…');
  else {
    const exists = fs.existsSync(path.join(config.dataDir, 'db'));
    say(exists ? 'Opening the database…' : `Creating the database in ${config.dataDir}…`);
  }
  database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize }
      : {
          kind: 'embedded',
          dataDir: config.dataDir,
          // The engine cannot be used again in this process: stop, and say why, so that a
          // process manager (or the person at the terminal) starts it again.
          onFailure: (error) => {
            console.error(error.message);
            app?.log.fatal({ err: error }, 'embedded database stopped');
            void stop('database failure', starting, 1);
          },
        },
  );
  if (stopping) return;
  if (config.seed === 'demo') await seedDemo(database.db, () => say('Seeding the demo school…'));
  if (stopping) return;
  // At a terminal only warnings and errors are logged unless LOG_LEVEL asks for more.
  const logLevel = terminal && !config.logLevelSet ? 'warn' : config.logLevel;
  app = await buildApp({ config: { ...config, logLevel }, database });
  if (stopping) return;
  await app.listen({ host: config.host, port: config.port });
  const address = `http://localhost:${config.port}`;
  const admin = demoAccounts.find((account) => account.role === 'sadmin');
  const signIn =
    config.seed === 'demo' && admin ? ` — sign in as ${admin.email} / ${admin.password}` : '';
  say(`School Console is ready at ${address}${signIn}`);
  say('Press Ctrl+C to stop.');
}

const starting = start();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void stop(signal, starting));
}
starting.catch(async (error: unknown) => {
  if (stopping) return;
  console.error(error instanceof Error ? error.message : error);
  await app?.close().catch(() => undefined);
  await database?.close().catch(() => undefined);
  process.exit(1);
});
