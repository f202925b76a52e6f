import { ApiError } from './api-error';

/**
 * One Idempotency-Key per attempt to move credits (a top-up, a booking). The key is kept while the
 * request is in flight and for a retry of the same attempt whose answer never arrived (network
 * fault, 5xx, "still being processed"), so the server answers the retry from its record instead of
 * charging again. A definite answer (paid, booked, declined, invalid) ends the attempt: the next
 * one gets a new key.
 */
export type AttemptKeys = {
  keyFor: (request: string) => string;
  settle: (error?: unknown) => void;
};

export function answerIsFinal(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 0 || error.status >= 500) return false;
  return !(error.status === 409 && error.code === 'conflict');
}

export function createAttemptKeys(newKey: () => string = () => crypto.randomUUID()): AttemptKeys {
  let current: { request: string; key: string } | null = null;
  return {
    keyFor(request) {
      if (current?.request !== request) current = { request, key: newKey() };
      return current.key;
    },
    settle(error) {
      if (error === undefined || answerIsFinal(error)) current = null;
    },
  };
}
