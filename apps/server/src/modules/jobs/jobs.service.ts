import type { Database } from '../../db/client.ts';
import { channels } from '../../realtime/channels.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { createJobsRepository } from './jobs.repository.ts';

export type ScheduleOptions = {
  /** When the job may run; now when absent. A time already passed runs at once. */
  runAt?: Date;
  /**
   * Scheduling the same name and key again finds the first job instead of adding one, also after
   * it has run (for a week, until it is purged): put in the key what makes a job distinct (an
   * appointment and its start time).
   */
  key?: string;
  maxAttempts?: number;
};

export const defaultMaxAttempts = 5;

export function createJobsService(deps: { db: Database; events: EventBus; clock: () => Date }) {
  const { db, events, clock } = deps;
  return {
    /**
     * Schedules a job for the handler registered under `name`. Pass the caller's transaction as
     * `tx` so the job exists exactly when the change that asks for it commits. Handlers run at
     * least once, so they must be idempotent.
     */
    async schedule(
      name: string,
      payload: unknown,
      options: ScheduleOptions = {},
      tx: Database = db,
    ): Promise<{ id: string; scheduled: boolean }> {
      const now = clock();
      const runAt = options.runAt ?? now;
      const { id, inserted } = await createJobsRepository(tx).insert({
        name,
        key: options.key ?? null,
        payload: payload ?? null,
        runAt,
        maxAttempts: options.maxAttempts ?? defaultMaxAttempts,
      });
      // Runners poll; one due now need not wait for the next poll. Sent on commit, like the job.
      if (inserted && runAt <= now) await events.publish(channels.jobsDue, { type: 'job.due' }, tx);
      return { id, scheduled: inserted };
    },
  };
}
export type JobsService = ReturnType<typeof createJobsService>;
