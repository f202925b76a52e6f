import { describe, expect, it } from 'vitest';
import { dayRange, monthOf, wallClock } from './appointment-time.ts';
import { readWallClock } from './wall-clock.ts';

describe('appointment times in the school zone', () => {
  it('counts a start late on the last evening of a month in that month, not in UTC’s next', () => {
    // 23:30 on 31 January in New York is 04:30 on 1 February in UTC.
    const start = new Date('2026-02-01T04:30:00Z');
    expect(monthOf(start, 'America/New_York')).toEqual({
      month: '2026-01',
      from: new Date('2026-01-01T05:00:00Z'),
      to: new Date('2026-02-01T05:00:00Z'),
    });
    expect(monthOf(start, 'UTC').month).toBe('2026-02');
  });

  it('turns days into UTC bounds, the last day included', () => {
    expect(dayRange('Europe/Berlin', '2026-03-01', '2026-03-31')).toEqual({
      from: new Date('2026-02-28T23:00:00Z'),
      // Summer time has begun by the end of March.
      to: new Date('2026-03-31T22:00:00Z'),
    });
    expect(dayRange('UTC')).toEqual({ from: undefined, to: undefined });
  });

  it('names a start on the wall clock with its zone', () => {
    expect(wallClock(new Date('2026-03-10T14:00:00Z'), 'Europe/Berlin')).toBe(
      '2026-03-10 15:00 (Europe/Berlin)',
    );
  });

  it('reads back the wall clock and zone it wrote, and nothing from other text', () => {
    // 01:30 on 29 March in Berlin: the hour before the clocks go forward.
    const text = wallClock(new Date('2026-03-29T00:30:00Z'), 'Europe/Berlin');
    expect(text).toBe('2026-03-29 01:30 (Europe/Berlin)');
    expect(readWallClock(text)).toEqual({
      year: 2026,
      month: 3,
      day: 29,
      hour: 1,
      minute: 30,
      zone: 'Europe/Berlin',
    });
    expect(readWallClock(wallClock(new Date('2026-11-01T06:05:00Z'), 'America/New_York'))).toEqual({
      year: 2026,
      month: 11,
      day: 1,
      hour: 1,
      minute: 5,
      zone: 'America/New_York',
    });
    expect(readWallClock('tomorrow at five')).toBeUndefined();
    expect(readWallClock('2026-03-29 01:30')).toBeUndefined();
  });
});
