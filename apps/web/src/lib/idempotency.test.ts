import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createAttemptKeys } from './idempotency';

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

describe('createAttemptKeys', () => {
  it('keeps the key for a retry of the same attempt after a network fault', () => {
    const keys = createAttemptKeys(counter());
    expect(keys.keyFor('a')).toBe('key-1');
    keys.settle(new ApiError(0, 'network_error', 'Something went wrong'));
    expect(keys.keyFor('a')).toBe('key-1');
    keys.settle(new ApiError(503, 'service_unavailable', 'Down'));
    expect(keys.keyFor('a')).toBe('key-1');
  });

  it('starts a new attempt after a definite answer or a changed request', () => {
    const keys = createAttemptKeys(counter());
    expect(keys.keyFor('a')).toBe('key-1');
    keys.settle(new ApiError(402, 'payment_declined', 'The card was declined.'));
    expect(keys.keyFor('a')).toBe('key-2');
    expect(keys.keyFor('b')).toBe('key-3');
    keys.settle();
    expect(keys.keyFor('b')).toBe('key-4');
  });
});
