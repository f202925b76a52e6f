// An in-process bench run (app.inject, no network): a throwaway database — embedded, or a fresh
// one on the PostgreSQL server at `serverUrl`, dropped afterwards unless BENCH_KEEP_DB is set —
// with the demo seeded, the app built and the demo school's admin signed in. The scenario seeds
// what it measures and times its requests inside `run`.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/client.ts';
import { seedDemo } from '../../apps/server/src/db/seed.ts';
import { percentile } from './stats.ts';

export type SignedInApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The admin's bearer token, to send with every request. */
  headers: Record<string, string>;
  user: { id: string; schoolId: string };
};

async function onServer(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(statement);
  await admin.end();
}

export async function withSignedInApp<T>(
  engine: 'embedded' | 'postgres',
  serverUrl: string | undefined,
  run: (signedIn: SignedInApp) => Promise<T>,
): Promise<T> {
  let dropName: string | undefined;
  let database: DatabaseHandle;
  if (engine === 'postgres' && serverUrl) {
    dropName = `sc_bench_${randomBytes(4).toString('hex')}`;
    await onServer(serverUrl, `create database ${dropName}`);
    const url = new URL(serverUrl);
    url.pathname = `/${dropName}`;
    database = await openDatabase({ kind: 'postgres', url: url.toString() });
  } else {
    database = await openDatabase({ kind: 'embedded' });
  }
  try {
    await seedDemo(database.db);
    const app = await buildApp({
      config: { ...loadConfig({ SEED: 'none', LOG_LEVEL: 'silent' }), webDist: '/nonexistent' },
      database,
      logger: false,
    });
    await app.ready();
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'admin@demo.school', password: 'SchoolAdmin#2026' },
      });
      const { accessToken, user } = login.json<{
        accessToken: string;
        user: { id: string; schoolId: string };
      }>();
      const headers = { 'x-authorization': `Bearer ${accessToken}` };
      return await run({ app, database, headers, user });
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    if (dropName && process.env.BENCH_KEEP_DB) console.log(`kept database ${dropName}`);
    else if (dropName && serverUrl)
      await onServer(serverUrl, `drop database if exists ${dropName} with (force)`);
  }
}

/** Median and p95 of `get` over `urls`, one after another, after `warmUp` of them untimed. */
async function timeEach(
  urls: string[],
  warmUp: number,
  get: (url: string, i: number) => Promise<void>,
) {
  for (const [i, url] of urls.slice(0, warmUp).entries()) await get(url, -1 - i);
  const times: number[] = [];
  for (const [i, url] of urls.entries()) {
    const started = performance.now();
    await get(url, i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    medianMs: Number(percentile(times, 50).toFixed(2)),
    p95Ms: Number(percentile(times, 95).toFixed(2)),
  };
}

/**
 * Times `GET` requests one after another, after `warmUp` of them untimed (the first requests after
 * seeding meet cold buffers and unoptimised code); every answer must be a 200. Also returns the
 * first answer's body, for a bench that reports what it measured.
 */
export async function timeGets(
  app: FastifyInstance,
  headers: Record<string, string>,
  urls: string[],
  warmUp = 20,
): Promise<{ medianMs: number; p95Ms: number; first: unknown }> {
  let first: unknown;
  const figures = await timeEach(urls, warmUp, async (url, i) => {
    const response = await app.inject({ method: 'GET', url, headers });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
    // Only the first answer is read back: parsing every large one would leave its garbage to the
    // next request's timing.
    if (i === 0) first = response.json();
  });
  return { ...figures, first };
}

/**
 * The same as `timeGets`, over a real socket on the loopback: the app listens on a free port and
 * each answer is timed from the request until its last byte has arrived, its body read and
 * dropped. `app.inject` builds each answer whole as a string for the caller, which for an answer
 * of megabytes costs the bench more than the server; this is what an HTTP client waits.
 */
export async function timeGetsOverHttp(
  app: FastifyInstance,
  headers: Record<string, string>,
  urls: string[],
  warmUp = 20,
): Promise<{ medianMs: number; p95Ms: number }> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = (url: string) =>
    new Promise<void>((resolve, reject) => {
      const request = http.get(
        { host: '127.0.0.1', port: address.port, path: url, headers, agent },
        (response) => {
          if (response.statusCode !== 200)
            reject(new Error(`${url} answered ${response.statusCode}`));
          response.on('data', () => {});
          response.on('end', resolve);
          response.on('error', reject);
        },
      );
      request.on('error', reject);
    });
  try {
    return await timeEach(urls, warmUp, get);
  } finally {
    agent.destroy();
  }
}
