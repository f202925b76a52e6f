import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { createJobRunner, type JobHandler } from '../../src/modules/jobs/job-runner.ts';
import { createEventBus } from '../../src/realtime/event-bus.ts';
import { createJobsRepository, type JobRow } from '../../src/modules/jobs/jobs.repository.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { openTestDatabase, testDatabaseKind } from '../support/test-database.ts';

// Instances must be able to stop and start on the same data: PostgreSQL by URL, the embedded
// engine from a directory (one instance at a time, as in production).
let owner: (DatabaseHandle & { url?: string }) | undefined;
let dataDir = '';

beforeAll(async () => {
  if (testDatabaseKind === 'postgres') owner = await openTestDatabase();
  else dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-jobs-'));
});
afterAll(async () => {
  await owner?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function startInstance(handlers: Record<string, JobHandler>): Promise<TestApp> {
  const database = owner?.url
    ? await openDatabase({ kind: 'postgres', url: owner.url })
    : await openDatabase({ kind: 'embedded', dataDir });
  return createTestApp({
    database,
    configure: (app) => {
      for (const [name, handler] of Object.entries(handlers))
        app.services.jobs.register(name, handler);
    },
  });
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const jobOf = (t: TestApp, id: string) => () =>
  createJobsRepository(t.database.db)
    .find(id)
    .then((row) => row as JobRow);
const settled = (row: JobRow) => row.lockedUntil === null;

describe('job runner', () => {
  it('runs a job at its time, and scheduling it again under the same key adds no second job', async () => {
    const runs: { payload: unknown; attempt: number }[] = [];
    const t = await startInstance({
      'test.remind': async (payload, job) => void runs.push({ payload, attempt: job.attempt }),
    });
    try {
      const runAt = new Date(t.clock.now().getTime() + 60_000);
      const { jobs } = t.app.services;
      const first = await jobs.schedule(
        'test.remind',
        { appointmentId: 'a1' },
        { runAt, key: 'a1' },
      );
      const again = await jobs.schedule(
        'test.remind',
        { appointmentId: 'a1' },
        { runAt, key: 'a1' },
      );
      expect(first.scheduled).toBe(true);
      expect(again).toEqual({ id: first.id, scheduled: false });

      // The runner has looked and found nothing due yet.
      await jobs.wake();
      expect(runs).toEqual([]);
      expect((await jobOf(t, first.id)()).state).toBe('pending');

      t.clock.advance(60_000);
      await jobs.wake();
      const row = await until(jobOf(t, first.id), (r) => r.state === 'done', 'the reminder');
      expect(runs).toEqual([{ payload: { appointmentId: 'a1' }, attempt: 1 }]);
      expect(row.attempts).toBe(1);

      // A finished job is kept a week, then forgotten, and its key is free again.
      t.clock.advance(7 * 24 * 3_600_000 + 1);
      await jobs.wake();
      expect(await createJobsRepository(t.database.db).find(first.id)).toBeUndefined();
      const later = await jobs.schedule('test.remind', {}, { runAt, key: 'a1' });
      expect(later.scheduled).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('retries a failing handler after a growing back-off, keeps the last error, and gives up after the maximum', async () => {
    const t = await startInstance({
      'test.flaky': async (_payload, job) => {
        if (job.attempt < 3) throw new Error(`failure ${job.attempt}`);
      },
      'test.broken': async (_payload, job) => {
        throw new Error(`broken ${job.attempt}`);
      },
    });
    try {
      const { jobs } = t.app.services;
      const flaky = await jobs.schedule('test.flaky', null);
      const broken = await jobs.schedule('test.broken', null, { maxAttempts: 2 });
      const start = t.clock.now().getTime();
      await jobs.wake();
      let row = await until(jobOf(t, flaky.id), (r) => r.attempts === 1 && settled(r), 'try 1');
      expect(row).toMatchObject({ state: 'pending', lastError: 'failure 1' });
      expect(row.runAt.getTime()).toBe(start + 10_000);
      await until(jobOf(t, broken.id), (r) => r.attempts === 1 && settled(r), 'broken try 1');

      t.clock.advance(10_000);
      await jobs.wake();
      row = await until(jobOf(t, flaky.id), (r) => r.attempts === 2 && settled(r), 'try 2');
      expect(row.lastError).toBe('failure 2');
      expect(row.runAt.getTime()).toBe(start + 10_000 + 20_000);
      const failed = await until(jobOf(t, broken.id), (r) => r.state !== 'pending', 'broken');
      expect(failed).toMatchObject({ state: 'failed', attempts: 2, lastError: 'broken 2' });

      t.clock.advance(20_000);
      await jobs.wake();
      row = await until(jobOf(t, flaky.id), (r) => r.state === 'done', 'try 3');
      expect(row).toMatchObject({ attempts: 3, lastError: 'failure 2' });
    } finally {
      await t.close();
    }
  });

  it('takes a job again once the lease of a runner that stopped answering has passed', async () => {
    let release: () => void = () => undefined;
    const attempts: number[] = [];
    const t = await startInstance({
      'test.stuck': async (_payload, job) => {
        attempts.push(job.attempt);
        // The first run hangs as a dead worker would; it answers only after the job was taken again.
        if (job.attempt === 1) await new Promise<void>((resolve) => (release = resolve));
      },
    });
    try {
      const { jobs } = t.app.services;
      const { id } = await jobs.schedule('test.stuck', null);
      await jobs.wake();
      await until(
        async () => attempts.length,
        (n) => n === 1,
        'the first run',
      );
      t.clock.advance(5 * 60_000 + 1);
      await jobs.wake();
      await until(jobOf(t, id), (r) => r.state === 'done', 'the second run');
      release();
      // The late first run finds its attempt taken over and changes nothing.
      await until(jobOf(t, id), (r) => r.attempts === 2 && r.state === 'done', 'the job');
      expect(attempts).toEqual([1, 2]);
    } finally {
      release();
      await t.close();
    }
  });

  it('keeps a job that runs longer than its lease: its runner renews it, nobody takes it again', async () => {
    const t = await startInstance({});
    const events = await createEventBus(t.database);
    const attempts: number[] = [];
    // A runner on the real clock with a lease far shorter than the run.
    const runner = createJobRunner({
      db: t.database.db,
      events,
      clock: () => new Date(),
      options: { leaseMs: 300, pollMs: 20 },
    });
    runner.register('test.long', async (_payload, job) => {
      attempts.push(job.attempt);
      await new Promise((r) => setTimeout(r, 1200));
    });
    try {
      const { id } = await t.app.services.jobs.schedule('test.long', null, {
        runAt: new Date(Date.now() - 1000),
      });
      runner.start();
      const done = await until(jobOf(t, id), (r) => r.state === 'done', 'the long job');
      expect(attempts).toEqual([1]);
      expect(done.attempts).toBe(1);
    } finally {
      await runner.stop();
      await events.close();
      await t.close();
    }
  });

  it('runs on start the jobs that fell due while no instance was up', async () => {
    const ran: string[] = [];
    const handlers = { 'test.rollup': async (payload: unknown) => void ran.push(String(payload)) };
    const before = await startInstance(handlers);
    // A test clock stands still: this instance never sees the job fall due.
    const runAt = new Date(before.clock.now().getTime() + 1);
    const { id } = await before.app.services.jobs.schedule('test.rollup', 'night', { runAt });
    await before.app.services.jobs.wake();
    expect((await jobOf(before, id)()).state).toBe('pending');
    await before.close();

    // The next instance's clock starts at the wall clock's now, past the job's time.
    const after = await startInstance(handlers);
    try {
      expect(after.clock.now().getTime()).toBeGreaterThan(runAt.getTime());
      await until(jobOf(after, id), (r) => r.state === 'done', 'the missed job');
      expect(ran).toEqual(['night']);
    } finally {
      await after.close();
    }
  });
});

describe.runIf(testDatabaseKind === 'postgres')('two instances on one PostgreSQL database', () => {
  it('share the due jobs: each runs once, none is lost', async () => {
    const runs: { instance: string; id: string; attempt: number }[] = [];
    const handler =
      (instance: string): JobHandler =>
      async (_payload, job) => {
        await new Promise((r) => setTimeout(r, Math.random() * 5));
        runs.push({ instance, id: job.id, attempt: job.attempt });
      };
    const a = await startInstance({ 'test.race': handler('a') });
    const b = await startInstance({ 'test.race': handler('b') });
    try {
      const ids = await Promise.all(
        Array.from(
          { length: 40 },
          async (_, i) => (await a.app.services.jobs.schedule('test.race', { i })).id,
        ),
      );
      const repo = createJobsRepository(a.database.db);
      await until(
        () => Promise.all(ids.map((id) => repo.find(id))),
        (rows) => rows.every((r) => r?.state === 'done'),
        'every job',
      );
      expect(runs.map((r) => r.id).sort()).toEqual([...ids].sort());
      expect(runs.every((r) => r.attempt === 1)).toBe(true);
      // Both took part: the claims raced.
      expect(new Set(runs.map((r) => r.instance))).toEqual(new Set(['a', 'b']));
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
