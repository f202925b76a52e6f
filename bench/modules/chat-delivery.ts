// Chat delivery over the WebSocket: 2 000 connected sockets on one server process, 50 messages a
// second spread over 500 direct conversations, send → receive latency at the other member's
// socket; then the same load across two server processes on one PostgreSQL database (senders on
// A, receivers on B, through LISTEN/NOTIFY); and the server's memory per idle socket.
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/modules/chat-delivery.ts
// Each server runs in its own process (so its memory is its own); the sockets and the clock that
// measures live in this one. PostgreSQL only: two processes cannot share the embedded engine.
// Beside the latencies each setup reports what could explain a slow delivery: the longest
// event-loop delay of the servers and of this process, PostgreSQL's checkpoints meanwhile and the
// most time it spent flushing WAL to disk in one second.
import { fork, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { WebSocket } from 'ws';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { sessions, users } from '../../apps/server/src/modules/auth/auth.table.ts';
import {
  chatConversations,
  chatMembers,
  chatTickets,
} from '../../apps/server/src/modules/chat/chat.table.ts';
import { schools } from '../../apps/server/src/modules/school/school.table.ts';

const socketCount = Number(process.env.BENCH_CHAT_SOCKETS ?? 2000);
const conversationCount = Number(process.env.BENCH_CHAT_CONVERSATIONS ?? 500);
const rate = Number(process.env.BENCH_CHAT_RATE ?? 50);
const seconds = Number(process.env.BENCH_CHAT_SECONDS ?? 20);
/**
 * Diagnosis only (BENCH_CHAT_ASYNC_COMMIT=1): the servers' commits stop waiting for the WAL flush
 * (`synchronous_commit = off`), which the product never does, since a message a member has seen
 * could then be lost in a database crash. Set beside a normal run, it shows how much of a slow
 * delivery is the disk's flush rather than the code.
 */
const asyncCommit = process.env.BENCH_CHAT_ASYNC_COMMIT === '1';

type ServerReply = { port?: number; memory?: NodeJS.MemoryUsage; loopMaxMs?: number };

/** The longest the event loop was held since the last call (a stall shows here, not in a mean). */
function loopWatch() {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  return () => {
    const max = histogram.max / 1e6;
    histogram.reset();
    return max;
  };
}

/** The server side: one console server on the database it is given, answering memory probes. */
async function serve(url: string) {
  const config = { ...loadConfig({ SEED: 'none', LOG_LEVEL: 'silent' }), webDist: '/nonexistent' };
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 20 });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  process.send?.({ port: address.port } satisfies ServerReply);
  const loopMax = loopWatch();
  process.on('message', (message) => {
    if (message === 'loop') process.send?.({ loopMaxMs: loopMax() } satisfies ServerReply);
    else if (message === 'memory') {
      globalThis.gc?.();
      setTimeout(
        () => process.send?.({ memory: process.memoryUsage() } satisfies ServerReply),
        200,
      );
    } else if (message === 'stop') {
      void app
        .close()
        .then(() => database.close())
        .finally(() => process.exit(0));
    }
  });
}

type Server = {
  child: ChildProcess;
  port: number;
  ask: () => Promise<NodeJS.MemoryUsage>;
  /** The server's longest event-loop delay since the last time asked. */
  loopMax: () => Promise<number>;
};

function startServer(url: string): Promise<Server> {
  const child = fork(fileURLToPath(import.meta.url), [], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, BENCH_CHAT_SERVE: url },
  });
  const replies: ((reply: ServerReply) => void)[] = [];
  child.on('message', (reply: ServerReply) => replies.shift()?.(reply));
  const next = () => new Promise<ServerReply>((resolve) => replies.push(resolve));
  return next().then(({ port }) => ({
    child,
    port: port ?? 0,
    ask: async () => {
      const reply = next();
      child.send('memory');
      const { memory } = await reply;
      if (!memory) throw new Error('no memory reply');
      return memory;
    },
    loopMax: async () => {
      const reply = next();
      child.send('loop');
      return (await reply).loopMaxMs ?? 0;
    },
  }));
}

/** The `ws` client that @fastify/websocket brings. */
const WebSocketClient = createRequire(createRequire(import.meta.url).resolve('@fastify/websocket'))(
  'ws',
) as typeof import('ws').WebSocket;

type Person = { userId: string; sessionId: string };
type Fixture = { people: Person[]; conversations: string[] };

/** One school of staff (anyone may talk to anyone), live sessions, 500 direct pairs. */
async function seed(url: string): Promise<Fixture> {
  const handle = await openDatabase({ kind: 'postgres', url });
  const db = handle.db;
  const [school] = await db.insert(schools).values({ name: 'Chat Bench School' }).returning();
  if (!school) throw new Error('no school');
  const people: Person[] = [];
  for (let from = 0; from < socketCount; from += 500) {
    const batch = Array.from({ length: Math.min(500, socketCount - from) }, (_, i) => ({
      schoolId: school.id,
      email: `chat-bench-${from + i}@bench.example`,
      firstName: 'Bench',
      lastName: `Person ${from + i}`,
      role: 'editor' as const,
    }));
    const rows = await db.insert(users).values(batch).returning({ id: users.id });
    const made = await db
      .insert(sessions)
      .values(rows.map((r) => ({ userId: r.id, expiresAt: new Date(Date.now() + 86_400_000) })))
      .returning({ id: sessions.id, userId: sessions.userId });
    people.push(...made.map((s) => ({ userId: s.userId, sessionId: s.id })));
  }
  const conversations: string[] = [];
  for (let k = 0; k < conversationCount; k++) {
    const a = people[2 * k];
    const b = people[2 * k + 1];
    if (!a || !b) throw new Error('not enough people for the conversations');
    const [row] = await db
      .insert(chatConversations)
      .values({
        schoolId: school.id,
        kind: 'direct',
        directKey: [a.userId, b.userId].sort().join(':'),
      })
      .returning({ id: chatConversations.id });
    if (!row) throw new Error('no conversation');
    await db.insert(chatMembers).values([
      { conversationId: row.id, userId: a.userId },
      { conversationId: row.id, userId: b.userId },
    ]);
    conversations.push(row.id);
  }
  await handle.close();
  return { people, conversations };
}

/** Single-use tickets for these people, stored as the server stores them. */
async function tickets(url: string, people: Person[]): Promise<string[]> {
  const handle = await openDatabase({ kind: 'postgres', url });
  const values = people.map((p) => {
    const ticket = randomBytes(24).toString('base64url');
    return {
      ticket,
      row: {
        tokenHash: createHash('sha256').update(ticket).digest('hex'),
        userId: p.userId,
        sessionId: p.sessionId,
        expiresAt: new Date(Date.now() + 3_600_000),
      },
    };
  });
  for (let from = 0; from < values.length; from += 500) {
    await handle.db.insert(chatTickets).values(values.slice(from, from + 500).map((v) => v.row));
  }
  await handle.close();
  return values.map((v) => v.ticket);
}

type Client = { ws: WebSocket; ready: Promise<void>; resumed: () => boolean };
type Arrival = (clientId: string, at: number) => void;

function open(port: number, ticket: string, onArrival: Arrival): Promise<Client> {
  const ws = new WebSocketClient(`ws://127.0.0.1:${port}/api/chat/socket?ticket=${ticket}`);
  let resolveReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    resolveReady = resolve;
  });
  let resumed = false;
  ws.on('message', (data) => {
    const at = performance.now();
    const frame = JSON.parse(String(data)) as {
      type: string;
      message?: { clientId: string | null };
    };
    if (frame.type === 'ready') resolveReady();
    else if (frame.type === 'resumed') resumed = true;
    else if (frame.type === 'message' && frame.message?.clientId)
      onArrival(frame.message.clientId, at);
  });
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, ready, resumed: () => resumed }));
    ws.once('error', reject);
  });
}

/** Opens every socket (100 at a time) and waits for each to be ready. */
async function openAll(ports: number[], ticketList: string[], onArrival: Arrival) {
  const clients: Client[] = [];
  for (let from = 0; from < ticketList.length; from += 100) {
    const batch = ticketList.slice(from, from + 100);
    const opened = await Promise.all(
      batch.map((ticket, i) => open(ports[(from + i) % ports.length] ?? 0, ticket, onArrival)),
    );
    await Promise.all(opened.map((c) => c.ready));
    clients.push(...opened);
  }
  return clients;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round = (n: number) => Number(n.toFixed(2));

/**
 * 50 messages a second for the run, conversation k from its even member to its odd one; the
 * latency is from the send frame leaving here to the message frame at the receiver.
 */
async function load(
  clients: Client[],
  conversations: string[],
  sent: Map<string, number>,
  total = rate * seconds,
) {
  const started = performance.now();
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const k = i % conversations.length;
    const sender = clients[2 * k];
    const conversationId = conversations[k];
    if (!sender || !conversationId) continue;
    const clientId = randomUUID();
    sent.set(clientId, performance.now());
    sender.ws.send(
      JSON.stringify({ type: 'send', clientId, conversationId, text: `Bench message ${i}` }),
    );
  }
  return total;
}

/** Checkpoints PostgreSQL has made so far (a checkpoint's writes can hold a commit back). */
async function checkpoints(admin: pg.Client) {
  const { rows } = await admin.query<{ n: string }>(
    'select checkpoints_timed + checkpoints_req as n from pg_stat_bgwriter',
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * The most time PostgreSQL's sessions spent flushing WAL to disk in one second, sampled four times
 * a second (the servers' sessions turn on `track_wal_io_timing`; a session reports its figures at
 * most once a second). A commit waits for its flush, so a slow disk flush holds back every message
 * stored meanwhile; a normal second spends a few milliseconds here. Also counts the flushes
 * themselves, to tell how many a message costs.
 */
function walFlushWatch(url: string) {
  const client = new pg.Client({ connectionString: url });
  const samples: { at: number; syncMs: number; syncs: number }[] = [];
  let running = true;
  const done = (async () => {
    await client.connect();
    while (running) {
      const { rows } = await client.query<{ ms: number; syncs: number }>(
        'select wal_sync_time::float8 as ms, wal_sync::float8 as syncs from pg_stat_wal',
      );
      samples.push({ at: performance.now(), syncMs: rows[0]?.ms ?? 0, syncs: rows[0]?.syncs ?? 0 });
      await new Promise((r) => setTimeout(r, 250));
    }
    await client.end();
  })();
  return {
    /** The largest flush time added within any one second, and the flushes, since the watch began. */
    async stop() {
      running = false;
      await done;
      let max = 0;
      for (const [i, later] of samples.entries())
        for (const earlier of samples.slice(0, i))
          if (later.at - earlier.at <= 1000) max = Math.max(max, later.syncMs - earlier.syncMs);
      const flushes = (samples.at(-1)?.syncs ?? 0) - (samples[0]?.syncs ?? 0);
      return { maxMsPerSecond: max, flushes };
    },
  };
}

/** What may explain a slow delivery: each process's longest loop delay, checkpoints meanwhile. */
type Watch = { servers: Server[]; admin: pg.Client; url: string; benchLoopMax: () => number };

async function measure(
  label: string,
  clients: Client[],
  fixture: Fixture,
  latencies: Map<string, number>,
  sent: Map<string, number>,
  watch: Watch,
) {
  // Resume first, as the console does: every socket is live from its first frame on.
  clients.forEach((c, i) => {
    const conversationId = fixture.conversations[Math.floor(i / 2)];
    c.ws.send(
      JSON.stringify({
        type: 'resume',
        conversations: conversationId ? { [conversationId]: 0 } : {},
      }),
    );
  });
  while (clients.some((c) => !c.resumed())) await new Promise((r) => setTimeout(r, 50));
  // Warm-up at the same rate until every conversation has spoken once (unmeasured): the first
  // message of a pair checks the school's rules for it, later ones find the answer remembered.
  await load(clients, fixture.conversations, sent, fixture.conversations.length);
  await new Promise((r) => setTimeout(r, 1000));
  latencies.clear();
  sent.clear();
  const checkpointsBefore = await checkpoints(watch.admin);
  await Promise.all(watch.servers.map((server) => server.loopMax()));
  watch.benchLoopMax();
  const walFlush = walFlushWatch(watch.url);
  const total = await load(clients, fixture.conversations, sent);
  const deadline = Date.now() + 15_000;
  while (latencies.size < total && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 50));
  const serverLoops = await Promise.all(watch.servers.map((server) => server.loopMax()));
  const flushed = await walFlush.stop();
  const sorted = [...latencies.values()].sort((a, b) => a - b);
  return {
    setup: label,
    sockets: clients.length,
    messages: total,
    delivered: sorted.length,
    medianMs: round(percentile(sorted, 50)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted.at(-1) ?? 0),
    serverLoopMaxMs: round(Math.max(...serverLoops)),
    benchLoopMaxMs: round(watch.benchLoopMax()),
    checkpoints: (await checkpoints(watch.admin)) - checkpointsBefore,
    walFlushMaxMsPerSecond: round(flushed.maxMsPerSecond),
    walFlushesPerMessage: round(flushed.flushes / Math.max(1, total)),
  };
}

async function main() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    console.error('Set BENCH_DATABASE_URL (PostgreSQL): the servers run as separate processes.');
    process.exit(1);
  }
  const name = `sc_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  url.searchParams.set(
    'options',
    `-c track_wal_io_timing=on${asyncCommit ? ' -c synchronous_commit=off' : ''}`,
  );
  const results: Record<string, string | number>[] = [];
  const servers: Server[] = [];
  const watch: Watch = { servers, admin, url: url.toString(), benchLoopMax: loopWatch() };
  try {
    const fixture = await seed(url.toString());
    const sent = new Map<string, number>();
    const latencies = new Map<string, number>();
    const onArrival: Arrival = (clientId, at) => {
      const from = sent.get(clientId);
      if (from !== undefined && !latencies.has(clientId)) latencies.set(clientId, at - from);
    };

    const a = await startServer(url.toString());
    servers.push(a);
    const idle = await a.ask();
    let clients = await openAll([a.port], await tickets(url.toString(), fixture.people), onArrival);
    await new Promise((r) => setTimeout(r, 2000));
    const connected = await a.ask();
    const perSocket = {
      heapKiB: round((connected.heapUsed - idle.heapUsed) / clients.length / 1024),
      rssKiB: round((connected.rss - idle.rss) / clients.length / 1024),
    };
    results.push(await measure('one instance', clients, fixture, latencies, sent, watch));
    for (const c of clients) c.ws.close();

    const b = await startServer(url.toString());
    servers.push(b);
    // Even people (the senders) on A, odd ones (the receivers) on B.
    clients = await openAll(
      [a.port, b.port],
      await tickets(url.toString(), fixture.people),
      onArrival,
    );
    results.push(
      await measure('sent on A, received on B', clients, fixture, latencies, sent, watch),
    );
    for (const c of clients) c.ws.close();

    console.table(results);
    if (asyncCommit)
      console.log('DIAGNOSIS: commits did not wait for the WAL flush (synchronous_commit = off).');
    console.log(
      `memory per idle socket on the server: ${perSocket.heapKiB} KiB heap, ${perSocket.rssKiB} KiB RSS ` +
        `(${clients.length} sockets; node ${process.version})`,
    );
  } finally {
    for (const server of servers) server.child.send('stop');
    await new Promise((r) => setTimeout(r, 1000));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const serveUrl = process.env.BENCH_CHAT_SERVE;
if (serveUrl) await serve(serveUrl);
else await main();
