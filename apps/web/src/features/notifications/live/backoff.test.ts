import { describe, expect, it } from 'vitest';
import { reconnectDelay, reconnectMaxMs } from './backoff';

describe('reconnectDelay', () => {
  it('doubles from one second', () => {
    const top = () => 1;
    expect([0, 1, 2, 3, 4].map((attempt) => reconnectDelay(attempt, top))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000,
    ]);
  });

  it('never waits more than 30 seconds', () => {
    expect(reconnectDelay(5, () => 1)).toBe(reconnectMaxMs);
    expect(reconnectDelay(50, () => 1)).toBe(reconnectMaxMs);
  });

  it('keeps at least half of the delay and randomises the rest', () => {
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(3, () => 0.5)).toBe(6_000);
    expect(reconnectDelay(10, () => 0)).toBe(15_000);
  });
});
