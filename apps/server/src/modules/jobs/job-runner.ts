import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { channels } from '../../realtime/channels.ts';
import type { EventBus, Subscription } from '../../realtime/event-bus.ts';
import { createJobsRepository, type JobRow } from './jobs.repository.ts';

export type RunningJob = {
  id: string;
  name: string;
  key: string | null;
  /** 1 on the first run; a job runs again after a failure or when its runner died. */
  attempt: number;
  runAt: Date;
};
/** Runs at least once per job, so it must be idempotent; a throw is retried after a back-off. */
export type JobHandler = (payload: unknown, job: RunningJob) => Promise<void>;

export type JobRunnerOptions = {
  /** How often a runner looks for due jobs; one scheduled for now wakes every runner at once. */
  pollMs?: number;
  /**
   * How long a claimed job stays a runner's without word from it: the lease moves on every third
   * of it while the handler runs, so only a runner that died loses its job to another.
   */
  leaseMs?: number;
  /** Jobs one runner runs at the same time. */
  concurrency?: number;
  /** Delay before the next attempt after a failed one. */
  retryDelayMs?: (attempt: number) => number;
  /** How long a finished job (and so its key) is kept. */
  keepFinishedMs?: number;
  workerId?: string;
};

type Log = {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

/** 10 s, 20 s, 40 s … capped at an hour. */
export const exponentialRetryDelay = (attempt: number) =>
  Math.min(10_000 * 2 ** (attempt - 1), 3_600_000);

/**
 * Claims due jobs from the `jobs` table and runs their handlers. Several runners (instances) may
 * share a database: a claim skips rows another runner is locking, and a job is its runner's until
 * the lease passes. Jobs that fell due while no runner was up run when one starts.
 */
export function createJobRunner(deps: {
  db: Database;
  events: EventBus;
  clock: () => Date;
  options?: JobRunnerOptions;
}) {
  const { events, clock } = deps;
  let log: Log = { warn: () => undefined, error: () => undefined };
  const options = deps.options ?? {};
  const pollMs = options.pollMs ?? 1000;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const concurrency = options.concurrency ?? 4;
  const retryDelay = options.retryDelayMs ?? exponentialRetryDelay;
  const keepFinishedMs = options.keepFinishedMs ?? 7 * 24 * 3_600_000;
  let purgedAt = -Infinity;
  const worker = options.workerId ?? randomUUID();
  const repo = createJobsRepository(deps.db);
  const handlers = new Map<string, JobHandler>();
  const running = new Set<Promise<void>>();
  let state: 'idle' | 'running' | 'stopped' = 'idle';
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | undefined;
  let again = false;
  let subscription: Subscription | undefined;

  /**
   * Keeps the lease of a running attempt until the returned stop is awaited; stopping waits for a
   * renewal under way, so none lands after the attempt settled. A lost lease (taken after a stall)
   * is only logged.
   */
  function keepLease(row: JobRow, attempt: number) {
    let renewing: Promise<void> = Promise.resolve();
    const timer = setInterval(() => {
      renewing = repo
        .extend(row.id, attempt, new Date(clock().getTime() + leaseMs))
        .then((held) => {
          if (!held) log.warn({ job: row.name, id: row.id, attempt }, 'job lease lost');
        })
        .catch((error: unknown) => log.warn({ job: row.name, err: error }, 'lease not renewed'));
    }, leaseMs / 3);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await renewing;
    };
  }

  async function run(row: JobRow) {
    const attempt = row.attempts;
    const release = keepLease(row, attempt);
    try {
      const handler = handlers.get(row.name);
      if (!handler) throw new Error(`No handler is registered for ${row.name}.`);
      await handler(row.payload, {
        id: row.id,
        name: row.name,
        key: row.key,
        attempt,
        runAt: row.runAt,
      });
      await release();
      await repo.complete(row.id, attempt, clock());
    } catch (error) {
      await release();
      const message = error instanceof Error ? error.message : String(error);
      const now = clock();
      const retryAt =
        attempt < row.maxAttempts ? new Date(now.getTime() + retryDelay(attempt)) : null;
      log.warn({ job: row.name, id: row.id, attempt, err: error }, 'job failed');
      await repo.fail(row.id, attempt, message.slice(0, 2000), retryAt, now);
    }
  }

  function track(row: JobRow) {
    const done = run(row)
      .catch((error: unknown) => log.error({ job: row.name, err: error }, 'job not settled'))
      .finally(() => {
        running.delete(done);
        // A slot is free: more may be due.
        void tick();
      });
    running.add(done);
  }

  async function claimDue() {
    do {
      again = false;
      const now = clock();
      await repo.failAbandoned(now);
      if (now.getTime() - purgedAt >= 3_600_000) {
        purgedAt = now.getTime();
        await repo.purgeFinished(new Date(now.getTime() - keepFinishedMs));
      }
      const rows = await repo.claim({
        names: [...handlers.keys()],
        now,
        lockedUntil: new Date(now.getTime() + leaseMs),
        worker,
        limit: concurrency - running.size,
      });
      // Claimed rows run even when stopping began meanwhile: `stop` waits for them.
      for (const row of rows) track(row);
    } while (again && state === 'running');
  }

  function tick(): Promise<void> {
    if (state !== 'running' || handlers.size === 0) return Promise.resolve();
    if (ticking) {
      again = true;
      return ticking;
    }
    clearTimeout(timer);
    ticking = claimDue()
      .catch((error: unknown) => log.error({ err: error }, 'could not claim jobs'))
      .finally(() => {
        ticking = undefined;
        if (state === 'running') timer = setTimeout(() => void tick(), pollMs);
      });
    return ticking;
  }

  return {
    register(name: string, handler: JobHandler) {
      if (handlers.has(name)) throw new Error(`A handler for ${name} is already registered.`);
      handlers.set(name, handler);
    },
    start(logger?: Log) {
      if (state !== 'idle') return;
      state = 'running';
      if (logger) log = logger;
      subscription = events.subscribe([channels.jobsDue], {
        deliver: () => void tick(),
        resync: () => void tick(),
      });
      void tick();
    },
    /** Looks for due jobs now, e.g. after a test moved its clock. */
    wake: tick,
    /** Takes no more jobs and waits for the running ones to settle. */
    async stop() {
      if (state === 'stopped') return;
      state = 'stopped';
      clearTimeout(timer);
      subscription?.unsubscribe();
      await ticking;
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
export type JobRunner = ReturnType<typeof createJobRunner>;
