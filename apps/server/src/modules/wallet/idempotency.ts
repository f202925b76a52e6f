import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError, validationError } from '../../lib/app-error.ts';
import { idempotencyKeys } from './wallet.table.ts';

const keepMs = 48 * 3_600_000;
const keyPattern = /^[A-Za-z0-9_.:-]{8,200}$/;

export type StoredAnswer = { status: number; body: unknown };

/** Validates the Idempotency-Key header every money-moving request must carry. */
export function idempotencyKeyOf(header: string | string[] | undefined): string {
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !keyPattern.test(key)) {
    const message =
      'Send an Idempotency-Key header (8–200 letters, digits, - _ . :), new for each payment.';
    throw validationError('Idempotency-Key', key ? 'invalid_format' : 'required', message);
  }
  return key;
}

export function requestHash(route: string, body: unknown): string {
  return createHash('sha256')
    .update(`${route}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');
}

/** The answer of an operation run once, and whether it was a replay of an earlier run. */
export type OnceAnswer = StoredAnswer & { replayed: boolean };

/**
 * Runs a money-moving operation at most once per key: the key is claimed in the same transaction
 * as the money moves, so a retry (or a parallel duplicate, which waits on the key) gets the first
 * answer back. The same key with another body is refused with 422.
 */
export async function once(
  db: Database,
  scope: string,
  key: string,
  hash: string,
  now: Date,
  operation: (tx: Database) => Promise<StoredAnswer>,
): Promise<OnceAnswer> {
  return db.transaction(async (tx) => {
    await tx
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.scope, scope),
          lt(idempotencyKeys.createdAt, new Date(now.getTime() - keepMs)),
        ),
      );
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ scope, key, requestHash: hash, statusCode: 0, responseBody: {}, createdAt: now })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [existing] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
      if (!existing)
        throw new AppError(
          'conflict',
          'This request is still being processed. Please retry in a moment.',
        );
      if (existing.requestHash !== hash) {
        throw new AppError(
          'idempotency_conflict',
          'This Idempotency-Key was already used for a different request.',
        );
      }
      return { status: existing.statusCode, body: existing.responseBody, replayed: true };
    }
    const answer = await operation(tx);
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: answer.status, responseBody: answer.body as object })
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    return { ...answer, replayed: false };
  });
}
