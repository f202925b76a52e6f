import type { SessionWithUser } from './auth.repository.ts';

type Waiter = {
  resolve: (row: SessionWithUser | undefined) => void;
  reject: (error: unknown) => void;
};

/** Upper bound of ids in one query; a fuller batch is sent at once. */
const batchLimit = 100;

/**
 * Looks up the session behind each signed-in request. Requests that arrive in the same turn of
 * the event loop share one query (`where id in (…)`) instead of one round trip each. Every lookup
 * is still made after its request arrived, so a session revoked (or a user deactivated) before
 * then is seen exactly as with a query per request; under load this saves most round trips.
 */
export function createSessionLookup(
  find: (sessionIds: string[]) => Promise<SessionWithUser[]>,
): (sessionId: string) => Promise<SessionWithUser | undefined> {
  let waiting: Map<string, Waiter[]> | undefined;

  const flush = () => {
    const batch = waiting;
    waiting = undefined;
    if (!batch) return;
    find([...batch.keys()]).then(
      (rows) => {
        const byId = new Map(rows.map((row) => [row.sessionId, row]));
        for (const [id, waiters] of batch) for (const w of waiters) w.resolve(byId.get(id));
      },
      (error: unknown) => {
        for (const waiters of batch.values()) for (const w of waiters) w.reject(error);
      },
    );
  };

  return (sessionId) =>
    new Promise((resolve, reject) => {
      if (!waiting) {
        waiting = new Map();
        setImmediate(flush);
      }
      const waiters = waiting.get(sessionId);
      if (waiters) waiters.push({ resolve, reject });
      else waiting.set(sessionId, [{ resolve, reject }]);
      if (waiting.size >= batchLimit) flush();
    });
}
