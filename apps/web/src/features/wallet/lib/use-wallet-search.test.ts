import { describe, expect, it } from 'vitest';
import { dayRangeToIso } from './use-wallet-search';

describe('the wallet’s date filter', () => {
  it('runs from the school’s midnight to the next midnight after the last day, whatever the device’s zone', () => {
    expect(dayRangeToIso('2026-03-02', '2026-03-04', 'Asia/Tokyo')).toEqual({
      from: '2026-03-01T15:00:00.000Z',
      to: '2026-03-04T15:00:00.000Z',
    });
    expect(dayRangeToIso('2026-03-02', '2026-03-02', 'America/New_York')).toEqual({
      from: '2026-03-02T05:00:00.000Z',
      to: '2026-03-03T05:00:00.000Z',
    });
  });

  it('keeps a day whole when the clocks change in it, and leaves an open end open', () => {
    // Berlin moves to summer time on 29 March 2026: that day has 23 hours.
    expect(dayRangeToIso('2026-03-29', '2026-03-29', 'Europe/Berlin')).toEqual({
      from: '2026-03-28T23:00:00.000Z',
      to: '2026-03-29T22:00:00.000Z',
    });
    expect(dayRangeToIso(null, '2026-03-29', 'Europe/Berlin')).toEqual({
      to: '2026-03-29T22:00:00.000Z',
    });
    expect(dayRangeToIso(null, null, 'Europe/Berlin')).toEqual({});
  });
});
