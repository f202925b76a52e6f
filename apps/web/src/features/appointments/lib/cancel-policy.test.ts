import { describe, expect, it } from 'vitest';
import { cancelTerms } from './cancel-policy';

const booked = {
  status: 'booked' as const,
  freeCancellationUntil: '2026-11-25T14:00:00.000Z',
  refundIfCancelledNow: true,
  cancellationNoticeHours: 24,
};

describe('cancelTerms', () => {
  it('is free until the notice window begins', () => {
    expect(cancelTerms(booked)).toEqual({ kind: 'free', until: '2026-11-25T14:00:00.000Z' });
  });

  it('gives no refund inside the notice window', () => {
    expect(cancelTerms({ ...booked, refundIfCancelledNow: false })).toEqual({
      kind: 'late',
      noticeHours: 24,
    });
  });

  it('has nothing to refund for a booking still waiting for approval', () => {
    expect(cancelTerms({ ...booked, status: 'pending_approval' })).toEqual({ kind: 'unpaid' });
  });
});
