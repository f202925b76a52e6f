import { describe, expect, it } from 'vitest';
import { expandRecurrence, recurrenceProblemText } from './recurrence.ts';

describe('expandRecurrence', () => {
  it('keeps the local time across the spring daylight-saving change', () => {
    // Europe/Berlin moves to summer time on 29 March 2026.
    const sessions = expandRecurrence(
      {
        startsAt: '2026-03-23T16:00:00+01:00',
        endsAt: '2026-03-23T17:30:00+01:00',
        weekdays: ['mon', 'wed'],
        until: '2026-04-01',
      },
      'Europe/Berlin',
    );
    expect(sessions).toEqual([
      { startsAt: '2026-03-23T15:00:00.000Z', endsAt: '2026-03-23T16:30:00.000Z' },
      { startsAt: '2026-03-25T15:00:00.000Z', endsAt: '2026-03-25T16:30:00.000Z' },
      { startsAt: '2026-03-30T14:00:00.000Z', endsAt: '2026-03-30T15:30:00.000Z' },
      { startsAt: '2026-04-01T14:00:00.000Z', endsAt: '2026-04-01T15:30:00.000Z' },
    ]);
  });

  it('keeps the local time across the autumn change in another zone', () => {
    const sessions = expandRecurrence(
      {
        startsAt: '2026-10-29T09:00:00-04:00',
        endsAt: '2026-10-29T10:00:00-04:00',
        weekdays: ['thu'],
        until: '2026-11-05',
      },
      'America/New_York',
    );
    expect(sessions).toEqual([
      { startsAt: '2026-10-29T13:00:00.000Z', endsAt: '2026-10-29T14:00:00.000Z' },
      { startsAt: '2026-11-05T14:00:00.000Z', endsAt: '2026-11-05T15:00:00.000Z' },
    ]);
  });

  it('explains a rule that cannot work', () => {
    const base = {
      startsAt: '2026-05-04T10:00:00Z',
      endsAt: '2026-05-04T11:00:00Z',
      weekdays: ['mon' as const],
      until: '2026-05-31',
    };
    expect(expandRecurrence({ ...base, endsAt: '2026-05-04T09:00:00Z' }, 'UTC')).toBe(
      'end_before_start',
    );
    expect(expandRecurrence({ ...base, weekdays: [] }, 'UTC')).toBe('no_weekdays');
    expect(expandRecurrence({ ...base, until: '2026-04-01' }, 'UTC')).toBe('until_before_start');
    expect(expandRecurrence({ ...base, until: 'next May' }, 'UTC')).toBe('until');
    expect(expandRecurrence({ ...base, until: '2026-05-03' }, 'UTC')).toBe('until_before_start');
    expect(expandRecurrence({ ...base, weekdays: ['tue'], until: '2026-05-04' }, 'UTC')).toBe(
      'no_sessions',
    );
    expect(expandRecurrence({ ...base, until: '2032-01-01' }, 'UTC')).toBe('too_many');
    expect(recurrenceProblemText.too_many).toMatch(/at most 200 sessions/);
  });
});
