import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client.ts';

/**
 * Makes the embedded engine stop in the middle of a statement (test/platform/embedded-failure.test.ts):
 * a `COPY … FROM STDIN` with no data ends the engine. Reports how that statement, the ones after
 * it and closing went. Run in a process of its own: if the failure is not caught, the process
 * spins for ever and the test kills it.
 */
const dataDir = process.argv[2] ?? '';
const failures: string[] = [];
const database = await openDatabase({
  kind: 'embedded',
  dataDir,
  onFailure: (error) => failures.push(error.message),
});
const outcome = async (statement: ReturnType<typeof sql>) => {
  const started = performance.now();
  try {
    await database.db.execute(statement);
    return { ok: true, ms: performance.now() - started };
  } catch (error) {
    // The query builder wraps the engine's error with the statement; the engine's is the cause.
    const cause = (error as Error).cause ?? error;
    return { ok: false, message: (cause as Error).message, ms: performance.now() - started };
  }
};
await database.db.execute(sql`create table if not exists copied (a int)`);
const copy = await outcome(sql`copy copied from stdin`);
const after = await outcome(sql`select 1`);
const failuresBeforeClose = [...failures];
await database.close();
process.send?.({
  copy,
  after,
  failures: failuresBeforeClose,
  lockLeft: fs.readdirSync(dataDir).filter((name) => name.includes('lock')),
});
process.exit(0);
