import { createHash } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { AppError, validationError } from '../../lib/app-error.ts';
import { createIdempotencyRepository } from './idempotency.repository.ts';

const keepMs = 48 * 3_600_000;
const keyPattern = /^[A-Za-z0-9_.:-]{8,200}$/;

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

/** What an operation run once came to, and whether this is a replay of an earlier run. */
export type Once<O> = { outcome: O; replayed: boolean };

/**
 * Runs a money-moving operation at most once per key: the key is claimed in the same transaction
 * as the money moves, so a retry (or a parallel duplicate, which waits on the key) gets the first
 * outcome back. The same key with another request is refused (idempotency_conflict, a 422).
 * Outcomes are stored as JSON, so they hold plain data only.
 */
export async function once<O extends object>(
  db: Database,
  scope: string,
  key: string,
  hash: string,
  now: Date,
  operation: (tx: Database) => Promise<O>,
): Promise<Once<O>> {
  return db.transaction(async (tx) => {
    const keys = createIdempotencyRepository(tx);
    const forgetBefore = new Date(now.getTime() - keepMs);
    const claim = () => keys.claim(scope, key, hash, now, forgetBefore);
    const run = async (): Promise<Once<O>> => {
      const outcome = await operation(tx);
      await keys.store(scope, key, outcome);
      return { outcome, replayed: false };
    };
    if (!(await claim())) {
      const existing = await keys.find(scope, key);
      // Gone: it was an old record that the claim itself forgot, so the key is free now.
      if (!existing && (await claim())) return run();
      if (!existing)
        throw new AppError(
          'conflict',
          'This request is still being processed. Please retry in a moment.',
        );
      if (existing.requestHash !== hash || existing.outcome === undefined) {
        throw new AppError(
          'idempotency_conflict',
          'This Idempotency-Key was already used for a different request.',
        );
      }
      // The record was written by this same operation (same scope and request hash).
      return { outcome: existing.outcome as O, replayed: true };
    }
    return run();
  });
}
