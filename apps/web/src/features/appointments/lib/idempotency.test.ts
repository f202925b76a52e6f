import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { createAttemptKeys } from './idempotency';

function keys() {
  let n = 0;
  return createAttemptKeys(() => `key-${++n}`);
}

describe('booking attempt keys', () => {
  it('sends the same key again for a retry whose answer never came', () => {
    const attempt = keys();
    expect(attempt.keyFor('a')).toBe('key-1');
    attempt.settle(new ApiError(0, 'network_error', 'offline'));
    expect(attempt.keyFor('a')).toBe('key-1');
    attempt.settle(new ApiError(503, 'unknown', 'down'));
    expect(attempt.keyFor('a')).toBe('key-1');
  });

  it('starts a new attempt after a definite answer or for another booking', () => {
    const attempt = keys();
    attempt.keyFor('a');
    attempt.settle(new ApiError(409, 'insufficient_credits', 'Not enough credits'));
    expect(attempt.keyFor('a')).toBe('key-2');
    attempt.settle();
    expect(attempt.keyFor('a')).toBe('key-3');
    expect(attempt.keyFor('b')).toBe('key-4');
  });
});
