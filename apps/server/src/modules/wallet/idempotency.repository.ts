import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { idempotencyKeys } from './wallet.table.ts';

/** A key's record: the hash of the request it was first used for, and what that request came to. */
export type KeyRecord = {
  requestHash: string;
  /** The stored outcome; undefined for a record written before outcomes were stored (see below). */
  outcome: unknown;
};

// Records once stored an HTTP answer with its status (status_code >= 100). They now store the
// operation's outcome and leave status_code at 0, so an older record is recognisable and never
// misread as an outcome.
const outcomeMarker = 0;

export function createIdempotencyRepository(db: Database) {
  return {
    /**
     * Claims the key inside the caller's transaction, and forgets the scope's keys older than
     * `forgetBefore` in the same statement. False when it is taken; a parallel duplicate waits
     * here on the other transaction's row and sees the key once that one commits. (A statement
     * does not see its own deletes: a key forgotten by this very claim reads as taken once, and
     * is free when claimed again.)
     */
    async claim(
      scope: string,
      key: string,
      requestHash: string,
      at: Date,
      forgetBefore: Date,
    ): Promise<boolean> {
      const forget = db
        .delete(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, scope), lt(idempotencyKeys.createdAt, forgetBefore)));
      const claimed = await db
        .with(db.$with('forgotten').as(forget.returning({ key: idempotencyKeys.key })))
        .insert(idempotencyKeys)
        .values({
          scope,
          key,
          requestHash,
          statusCode: outcomeMarker,
          responseBody: {},
          createdAt: at,
        })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      return claimed.length > 0;
    },

    async find(scope: string, key: string): Promise<KeyRecord | undefined> {
      const [row] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
      if (!row) return undefined;
      return {
        requestHash: row.requestHash,
        outcome: row.statusCode === outcomeMarker ? row.responseBody : undefined,
      };
    },

    async store(scope: string, key: string, outcome: object): Promise<void> {
      await db
        .update(idempotencyKeys)
        .set({ responseBody: outcome })
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    },
  };
}
