import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { acquireDirectoryLock } from '../../apps/server/src/db/lock.ts';

/** Plain parameterised SQL, rows out: what a handler without an ORM would use. */
export type BareQuery = <T extends Row = Row>(text: string, params?: unknown[]) => Promise<T[]>;
export type Row = Record<string, unknown>;

export type BareDb = {
  query: BareQuery;
  transaction<T>(work: (query: BareQuery) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

export type BareDbOptions =
  | { engine: 'postgres'; databaseUrl: string; poolSize: number }
  | { engine: 'embedded'; dataDir: string };

export async function openBareDb(options: BareDbOptions): Promise<BareDb> {
  return options.engine === 'postgres'
    ? openPool(options.databaseUrl, options.poolSize)
    : openEmbedded(options.dataDir);
}

function openPool(url: string, poolSize: number): BareDb {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => undefined);
  return {
    query: async <T extends Row>(text: string, params?: unknown[]) =>
      (await pool.query<T>(text, params)).rows,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(
          async <T extends Row>(text: string, params?: unknown[]) =>
            (await client.query<T>(text, params)).rows,
        );
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

async function openEmbedded(dataDir: string): Promise<BareDb> {
  // The same lock and extensions as the console server (apps/server/src/db/client.ts).
  const release = acquireDirectoryLock(dataDir);
  const client = await PGlite.create(path.join(dataDir, 'db'), { extensions: { pg_trgm } });
  return {
    query: async <T extends Row>(text: string, params?: unknown[]) =>
      (await client.query<T>(text, params)).rows,
    transaction: (work) =>
      client.transaction((tx) =>
        work(
          async <T extends Row>(text: string, params?: unknown[]) =>
            (await tx.query<T>(text, params)).rows,
        ),
      ),
    async close() {
      try {
        await client.exec('checkpoint');
        await client.close();
      } finally {
        release();
      }
    },
  };
}
