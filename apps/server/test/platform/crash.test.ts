import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { runCrashTest } from '../../scripts/crash-test.ts';

async function query<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** An empty database on the test server, untouched by migrations, and the way to drop it. */
async function emptyDatabase(serverUrl: string) {
  const name = `sc_given_${randomBytes(6).toString('hex')}`;
  await query(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => query(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

const publicTables = (url: string) =>
  query(url, `select tablename from pg_tables where schemaname = 'public'`);

describe('a server killed mid-payment', () => {
  it('keeps every acknowledged movement and a balanced ledger after restarts', async () => {
    // On PostgreSQL the run is handed an empty database to connect through, which it must leave
    // empty: it works in a database of its own and drops it afterwards.
    const serverUrl = process.env.TEST_DATABASE_URL;
    const given = serverUrl ? await emptyDatabase(serverUrl) : undefined;
    try {
      const report = await runCrashTest({ rounds: 2, serverUrl: given?.url });
      expect(report.acknowledged).toBeGreaterThan(0);
      expect(report).toMatchObject({
        lost: 0,
        ledgerSum: 0,
        mismatchedAccounts: 0,
        negativeWallets: 0,
      });
      if (given) {
        expect(await publicTables(given.url)).toEqual([]);
        expect(report.databaseName).toMatch(/^sc_crash_/);
        const left = await query(given.url, 'select 1 from pg_database where datname = $1', [
          report.databaseName,
        ]);
        expect(left).toEqual([]);
      }
    } finally {
      await given?.drop();
    }
  }, 180_000);
});
