import { AppError } from '../../lib/app-error.ts';

/**
 * Runs at most `limit` tasks at once and queues the rest in order: a decoded image takes tens of
 * megabytes, so parallel uploads must not multiply that without bound. A queue longer than
 * `maxWaiting` answers 503 rather than holding every waiting upload in memory.
 */
export function createSlots(limit: number, maxWaiting = 64) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < limit) running++;
    else if (waiting.length >= maxWaiting)
      throw new AppError(
        'service_unavailable',
        'Too many images are being processed. Please retry in a moment.',
        {
          headers: { 'retry-after': '5' },
        },
      );
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      // The slot passes straight to the next task, so `running` never drops below a waiting queue.
      if (next) next();
      else running--;
    }
  };
}
