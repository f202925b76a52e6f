import { defineModule } from '../module.ts';
import { createJobRunner, type JobRunner } from './job-runner.ts';
import { createJobsService, type JobsService } from './jobs.service.ts';
import * as tables from './jobs.table.ts';

/** Scheduling for every module; the runner's controls for app.ts (start, stop) and tests (wake). */
export type Jobs = JobsService & Pick<JobRunner, 'register' | 'start' | 'stop' | 'wake'>;

declare module '../module.ts' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface ModuleServices {
    jobs: Jobs;
  }
}

/** Work at a time (reminders, scheduled posts, rollups), run at least once by any instance. */
export const jobsModule = defineModule({
  name: 'jobs',
  tables,
  create: ({ db, events, clock }): Jobs => {
    const runner = createJobRunner({ db, events, clock });
    return {
      ...createJobsService({ db, events, clock }),
      register: runner.register,
      start: runner.start,
      stop: runner.stop,
      wake: runner.wake,
    };
  },
});
