import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { seedDemo } from '../../apps/server/src/db/seed.ts';
import { demoAccounts } from '../../apps/server/src/modules/auth/demo-accounts.ts';
import type { Engine } from './options.ts';
import { seed, type SeedReport, type SeedStepName } from './seed.ts';

/** Who the bench signs in as, and where its data lives. */
export type Fixture = {
  email: string;
  password: string;
  userId: string;
  schoolId: string;
};

export type BenchDatabase = {
  engine: Engine;
  /** The server's DATA_DIR: the embedded database (DATA_DIR/db) and uploads. */
  dataDir: string;
  /** Set on PostgreSQL: a database created for this run. */
  databaseUrl: string | undefined;
  fixture: Fixture;
  seeded: SeedReport[];
  dispose(): Promise<void>;
};

const admin = demoAccounts.find((account) => account.role === 'sadmin');

/**
 * A fresh database with the demo school and the bench data the scenarios ask for. It is migrated
 * and seeded here, in this process, before any server starts: the embedded engine admits one
 * process at a time.
 */
export async function prepareDatabase(options: {
  engine: Engine;
  serverUrl?: string;
  steps: SeedStepName[];
  counts: (step: SeedStepName) => number;
}): Promise<BenchDatabase> {
  if (!admin) throw new Error('the demo accounts have no school admin');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `sc-bench-${options.engine}-`));
  let databaseUrl: string | undefined;
  let dropDatabase: () => Promise<void> = async () => undefined;
  if (options.engine === 'postgres') {
    if (!options.serverUrl) throw new Error('PostgreSQL needs a server URL');
    const serverUrl = options.serverUrl;
    const name = `sc_bench_${randomBytes(5).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  }
  const dispose = async () => {
    await dropDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const handle = await openDatabase(
      databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'embedded', dataDir },
    );
    try {
      await seedDemo(handle.db);
      const rows = (
        (await handle.db.execute(
          sql`select id, school_id from users where lower(email) = lower(${admin.email})`,
        )) as unknown as { rows: { id: string; school_id: string | null }[] }
      ).rows;
      const user = rows[0];
      if (!user?.school_id) throw new Error('the demo school admin was not seeded');
      const seeded = await seed(
        { db: handle.db, schoolId: user.school_id, userId: user.id },
        options.steps,
        options.counts,
      );
      return {
        engine: options.engine,
        dataDir,
        databaseUrl,
        fixture: {
          email: admin.email,
          password: admin.password,
          userId: user.id,
          schoolId: user.school_id,
        },
        seeded,
        dispose,
      };
    } finally {
      await handle.close();
    }
  } catch (error) {
    await dispose();
    throw error;
  }
}

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
