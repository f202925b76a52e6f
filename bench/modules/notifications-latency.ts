// Delivery latency of a notification, from the create request to the event arriving on a
// subscriber's stream: 200 notifications on one instance, and (with BENCH_DATABASE_URL) across two
// instances sharing one PostgreSQL database, where fan-out goes through LISTEN/NOTIFY.
//   node --import tsx bench/modules/notifications-latency.ts
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/client.ts';
import { openEventStream } from '../../apps/server/test/support/sse.ts';

const count = Number(process.env.BENCH_NOTIFICATIONS ?? 200);
const config = { ...loadConfig({ SEED: 'none', LOG_LEVEL: 'silent' }), webDist: '/nonexistent' };

async function start(database: DatabaseHandle): Promise<{ app: FastifyInstance; base: string }> {
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return { app, base: `http://127.0.0.1:${address.port}` };
}

async function login(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await response.json()) as { accessToken: string }).accessToken;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** A new school whose only user both announces and listens: one notification per request. */
async function register(base: string): Promise<{ email: string; password: string }> {
  const account = {
    name: 'Latency Probe',
    email: `probe-${randomBytes(4).toString('hex')}@bench.example`,
    password: 'latency-probe-1',
    schoolName: 'Latency School',
  };
  const response = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`register failed: ${response.status}`);
  return account;
}

async function measure(label: string, publisherBase: string, subscriberBase: string) {
  const account = await register(publisherBase);
  const subscriberToken = await login(subscriberBase, account.email, account.password);
  const adminToken = await login(publisherBase, account.email, account.password);
  const stream = openEventStream(`${subscriberBase}/api/events`, subscriberToken);
  await stream.waitFor((events) => events.some((e) => e.event === 'counts'));
  const latencies: number[] = [];
  for (let i = 0; i < count; i++) {
    const before = stream.events.filter((e) => e.event === 'notification.created').length;
    const sentAt = performance.now();
    const response = await fetch(`${publisherBase}/api/notifications/announcements`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-authorization': `Bearer ${adminToken}` },
      body: JSON.stringify({ message: `<p>Latency probe ${i}</p>` }),
    });
    if (!response.ok) throw new Error(`announcement failed: ${response.status}`);
    await stream.waitFor(
      (events) => events.filter((e) => e.event === 'notification.created').length > before,
      5000,
    );
    const arrived = stream.events.filter((e) => e.event === 'notification.created')[before];
    latencies.push((arrived?.at ?? performance.now()) - sentAt);
  }
  await stream.close();
  latencies.sort((a, b) => a - b);
  return {
    setup: label,
    notifications: count,
    medianMs: Number(percentile(latencies, 50).toFixed(2)),
    p99Ms: Number(percentile(latencies, 99).toFixed(2)),
    maxMs: Number((latencies.at(-1) ?? 0).toFixed(2)),
  };
}

const results: Record<string, string | number>[] = [];

const embedded = await openDatabase({ kind: 'embedded' });
const single = await start(embedded);
results.push({ engine: 'embedded', ...(await measure('one instance', single.base, single.base)) });
await single.app.close();
await embedded.close();

const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) {
  const name = `sc_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    const first = await openDatabase({ kind: 'postgres', url: url.toString() });
    const second = await openDatabase({ kind: 'postgres', url: url.toString() });
    const a = await start(first);
    const b = await start(second);
    results.push({ engine: 'postgres', ...(await measure('one instance', a.base, a.base)) });
    results.push({
      engine: 'postgres',
      ...(await measure('created on A, received on B', a.base, b.base)),
    });
    await a.app.close();
    await b.app.close();
    await first.close();
    await second.close();
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
console.table(results);
