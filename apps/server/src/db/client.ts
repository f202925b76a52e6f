import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { watchForEngineFailure } from './embedded-failure.ts';
import { acquireDirectoryLock } from './lock.ts';
import { schema } from './schema.ts';

// Queries go through the query builder with the modules' table objects; the schema is handed to
// Drizzle at run time only.
export type Database = PgDatabase<PgQueryResultHKT>;
export type DatabaseKind = 'embedded' | 'postgres';

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  /**
   * Subscribes to a PostgreSQL NOTIFY channel. `onReconnect` runs after a lost listening
   * connection is back, since anything sent in between was missed.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  /** Flushes and closes; safe to call twice. */
  close(): Promise<void>;
};

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');
// Any constant works; it only has to be the same for every instance of this application.
const migrationLockId = 727_274_001;

export type OpenDatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | {
      kind: 'embedded';
      dataDir?: string;
      /**
       * Called once if the engine stops working (`embedded-failure.ts`): from then on every
       * statement rejects, and the process should stop so that it can be started again.
       */
      onFailure?: (error: Error) => void;
    };

/** Opens the database named by the options and brings its schema up to date. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === 'postgres'
    ? openPostgres(options.url, options.poolSize ?? 10)
    : openEmbedded(options.dataDir, options.onFailure);
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  // Connections stay open once made (no idle timeout): a pool that shrank in a quiet moment had to
  // open many at once in the next burst, and a new connection's first queries run on empty
  // caches. Under chat load such a burst held messages back for up to 0.9 s.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, idleTimeoutMillis: 0 });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  // Several instances may start at once: the advisory lock lets one migrate while the others wait.
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockId]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [migrationLockId]).catch(() => undefined);
    client.release();
  }
  let closed = false;
  const listeners = new Set<{ stop: () => Promise<void> }>();
  return {
    db: drizzlePg(pool, { schema }) as unknown as Database,
    kind: 'postgres',
    async listen(channel, onPayload, onReconnect) {
      const listener = listenPostgres(url, channel, onPayload, onReconnect);
      listeners.add(listener);
      await listener.ready;
      return async () => {
        listeners.delete(listener);
        await listener.stop();
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([...listeners].map((l) => l.stop()));
      await pool.end();
    },
  };
}

/** A dedicated connection for LISTEN (a pooled one would be handed to other queries); it reconnects with back-off. */
function listenPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
) {
  let stopped = false;
  let client: pg.Client | undefined;
  let attempt = 0;
  let resolveReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (resolveReady = resolve));

  const connect = async (): Promise<void> => {
    if (stopped) return;
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on('error', () => {
      // Reconnection is driven by the 'end' event below.
    });
    next.on('end', () => {
      if (stopped) return;
      const delay = Math.min(5000, 100 * 2 ** attempt++);
      setTimeout(() => void connect().then(() => onReconnect?.()), delay);
    });
    try {
      await next.connect();
      await next.query(`LISTEN "${channel.replaceAll('"', '')}"`);
      client = next;
      attempt = 0;
      resolveReady();
    } catch {
      await next.end().catch(() => undefined);
    }
  };
  void connect();
  return {
    ready,
    async stop() {
      stopped = true;
      await client?.end().catch(() => undefined);
    },
  };
}

async function openEmbedded(
  dataDir: string | undefined,
  onFailure: (error: Error) => void = () => undefined,
): Promise<DatabaseHandle> {
  const release = dataDir ? acquireDirectoryLock(dataDir) : () => undefined;
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir ? path.join(dataDir, 'db') : undefined, {
      extensions: { btree_gin, btree_gist, pg_trgm },
    });
  } catch (error) {
    release();
    throw error;
  }
  const engine = watchForEngineFailure(client, onFailure);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  let closed = false;
  return {
    db: db as unknown as Database,
    kind: 'embedded',
    async listen(channel, onPayload) {
      // In-process: the embedded engine delivers NOTIFY to its own listeners and never disconnects.
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        if (!closed) await unlisten();
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        // A stopped engine has nothing left to flush; what it committed is in its log on disk.
        if (engine.stopped()) return;
        if (dataDir) await db.execute(sql`checkpoint`);
        await client.close();
      } finally {
        release();
      }
    },
  };
}
