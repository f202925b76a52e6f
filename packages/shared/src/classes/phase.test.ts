import { describe, expect, it } from 'vitest';
import { phaseOf } from './phase.ts';

const first = new Date('2026-05-04T10:00:00Z');
const last = new Date('2026-06-29T11:00:00Z');

describe('phaseOf', () => {
  it('derives the phase of an approved class from the clock', () => {
    expect(phaseOf('approved', first, last, new Date('2026-05-04T09:59:59Z'))).toBe('upcoming');
    expect(phaseOf('approved', first, last, new Date('2026-05-04T10:00:00Z'))).toBe('ongoing');
    expect(phaseOf('approved', first, last, new Date('2026-06-29T10:59:59Z'))).toBe('ongoing');
    expect(phaseOf('approved', first, last, new Date('2026-06-29T11:00:00Z'))).toBe('completed');
  });

  it('gives no phase to classes that are not approved', () => {
    for (const status of ['pending_approval', 'rejected', 'cancelled'] as const) {
      expect(phaseOf(status, first, last, new Date('2026-05-10T00:00:00Z'))).toBeNull();
    }
  });
});
