// Kills the server with SIGKILL in the middle of top-ups and debits, restarts it, and checks that
// every acknowledged movement survived and the ledger still balances.
//   node --import tsx apps/server/scripts/crash-test.ts            (embedded database)
//   CRASH_DATABASE_URL=postgres://… node --import tsx apps/server/scripts/crash-test.ts
// On PostgreSQL it creates a database of its own on that server and drops it afterwards; the
// database the URL names is only used to connect.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import { createLedgerRepository } from '../src/modules/wallet/ledger.repository.ts';

const serverDir = path.resolve(import.meta.dirname, '..');

export type CrashReport = {
  database: 'embedded' | 'postgres';
  /** The PostgreSQL database the run created and dropped. */
  databaseName?: string;
  rounds: number;
  acknowledged: number;
  found: number;
  lost: number;
  unacknowledgedButApplied: number;
  ledgerSum: number;
  mismatchedAccounts: number;
  negativeWallets: number;
};

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function start(env: Record<string, string>): { child: ChildProcess; exited: Promise<unknown> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, LOG_LEVEL: 'error', HOST: '127.0.0.1', ...env },
    stdio: 'ignore',
  });
  return { child, exited: new Promise((resolve) => child.once('exit', resolve)) };
}

async function waitForHealth(base: string) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

async function signIn(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** A fresh database on the server `serverUrl` points at, and the way to drop it again. */
async function ownDatabase(serverUrl: string) {
  const name = `sc_crash_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => run(`drop database if exists ${name} with (force)`),
  };
}

export async function runCrashTest(
  options: { rounds?: number; serverUrl?: string } = {},
): Promise<CrashReport> {
  const own = options.serverUrl ? await ownDatabase(options.serverUrl) : undefined;
  try {
    return { ...(await crashRounds(options.rounds ?? 3, own?.url)), databaseName: own?.name };
  } finally {
    await own?.drop();
  }
}

async function crashRounds(rounds: number, databaseUrl: string | undefined): Promise<CrashReport> {
  const options = { databaseUrl };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-crash-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    DATA_DIR: dataDir,
    PORT: String(port),
    SEED: 'demo',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : { DATABASE_URL: '' }),
  };
  const acknowledged = new Map<string, number>(); // memo or top-up id → signed amount
  const attempted = new Set<string>();
  try {
    for (let round = 0; round < rounds; round++) {
      const server = start(env);
      await waitForHealth(base);
      const admin = await signIn(base, 'admin@demo.school', 'SchoolAdmin#2026');
      const platform = await signIn(base, 'platform@demo.school', 'PlatformAdmin#2026');
      const schoolId = (
        (await (
          await fetch(`${base}/api/auth/me`, { headers: { 'x-authorization': `Bearer ${admin}` } })
        ).json()) as { user: { schoolId: string } }
      ).user.schoolId;
      let running = true;
      const worker = async (n: number) => {
        while (running) {
          const debit = n % 2 === 1;
          const memo = `crash-${randomUUID()}`;
          attempted.add(memo);
          try {
            const response = debit
              ? await fetch(`${base}/api/wallet/adjustments`, {
                  method: 'POST',
                  headers: {
                    'content-type': 'application/json',
                    'x-authorization': `Bearer ${platform}`,
                    'idempotency-key': memo,
                  },
                  body: JSON.stringify({ schoolId, amount: -7, memo }),
                })
              : await fetch(`${base}/api/wallet/top-ups`, {
                  method: 'POST',
                  headers: {
                    'content-type': 'application/json',
                    'x-authorization': `Bearer ${admin}`,
                    'idempotency-key': memo,
                  },
                  body: JSON.stringify({
                    credits: 50,
                    card: {
                      number: '4242424242424242',
                      expMonth: 12,
                      expYear: 2040,
                      cvc: '123',
                      name: memo,
                    },
                  }),
                });
            if (response.status === 201) {
              const body = (await response.json()) as { id: string; memo?: string };
              acknowledged.set(debit ? memo : `top-up:${body.id}`, debit ? -7 : 50);
            }
          } catch {
            return; // the server is gone
          }
        }
      };
      const workers = [0, 1, 2, 3].map(worker);
      await new Promise((r) => setTimeout(r, 800 + Math.random() * 2500));
      server.child.kill('SIGKILL');
      running = false;
      await Promise.all(workers);
      await server.exited;
    }

    // Inspect the database directly once nothing runs.
    const database = await openDatabase(
      options.databaseUrl
        ? { kind: 'postgres', url: options.databaseUrl }
        : { kind: 'embedded', dataDir },
    );
    try {
      const { sql } = await import('drizzle-orm');
      const result = await database.db.execute(
        sql`select coalesce(reference, memo) as ref, memo from ledger_transfers`,
      );
      const rows = ((result as unknown as { rows?: { ref: string; memo: string | null }[] }).rows ??
        []) as { ref: string; memo: string | null }[];
      const present = new Set(rows.flatMap((r) => [r.ref, r.memo ?? '']));
      const found = [...acknowledged.keys()].filter((k) => present.has(k)).length;
      const applied = rows.filter(
        (r) => r.memo?.startsWith('crash-') && attempted.has(r.memo) && !acknowledged.has(r.memo),
      ).length;
      const invariants = await createLedgerRepository(database.db).invariants();
      return {
        database: options.databaseUrl ? 'postgres' : 'embedded',
        rounds,
        acknowledged: acknowledged.size,
        found,
        lost: acknowledged.size - found,
        unacknowledgedButApplied: applied,
        ledgerSum: invariants.sum,
        mismatchedAccounts: invariants.mismatchedAccounts,
        negativeWallets: invariants.negativeWallets,
      };
    } finally {
      await database.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await runCrashTest({
    rounds: Number(process.env.CRASH_ROUNDS ?? 5),
    serverUrl: process.env.CRASH_DATABASE_URL || undefined,
  });
  console.table(report);
  process.exit(
    report.lost === 0 &&
      report.ledgerSum === 0 &&
      report.mismatchedAccounts === 0 &&
      report.negativeWallets === 0
      ? 0
      : 1,
  );
}
