import { describe, expect, it } from 'vitest';
import {
  localDay,
  mergeIntervals,
  openIntervals,
  slotsOf,
  subtractIntervals,
  zonedRange,
  type Interval,
} from './availability.ts';

const iso = (i: Interval) => [new Date(i.start).toISOString(), new Date(i.end).toISOString()];
const at = (s: string) => Date.parse(s);
const nineToNoon = { weekday: 0, startMinute: 9 * 60, endMinute: 12 * 60 };
const everyDay = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ ...nineToNoon, weekday }));

describe('openIntervals', () => {
  it('keeps 09:00 Berlin wall-clock time across the spring change (CET → CEST)', () => {
    const open = openIntervals(
      { weekly: everyDay, exceptions: [] },
      'Europe/Berlin',
      '2026-03-28',
      '2026-03-30',
    );
    expect(open.map(iso)).toEqual([
      ['2026-03-28T08:00:00.000Z', '2026-03-28T11:00:00.000Z'],
      ['2026-03-29T07:00:00.000Z', '2026-03-29T10:00:00.000Z'],
    ]);
  });

  it('keeps 09:00 Berlin across the autumn change (CEST → CET)', () => {
    const open = openIntervals(
      { weekly: everyDay, exceptions: [] },
      'Europe/Berlin',
      '2026-10-24',
      '2026-10-26',
    );
    expect(open.map(iso)).toEqual([
      ['2026-10-24T07:00:00.000Z', '2026-10-24T10:00:00.000Z'],
      ['2026-10-25T08:00:00.000Z', '2026-10-25T11:00:00.000Z'],
    ]);
  });

  it('keeps 09:00 New York across both of its changes', () => {
    const spring = openIntervals(
      { weekly: everyDay, exceptions: [] },
      'America/New_York',
      '2026-03-07',
      '2026-03-09',
    );
    expect(spring.map(iso)).toEqual([
      ['2026-03-07T14:00:00.000Z', '2026-03-07T17:00:00.000Z'],
      ['2026-03-08T13:00:00.000Z', '2026-03-08T16:00:00.000Z'],
    ]);
    const autumn = openIntervals(
      { weekly: everyDay, exceptions: [] },
      'America/New_York',
      '2026-10-31',
      '2026-11-02',
    );
    expect(autumn.map(iso)).toEqual([
      ['2026-10-31T13:00:00.000Z', '2026-10-31T16:00:00.000Z'],
      ['2026-11-01T14:00:00.000Z', '2026-11-01T17:00:00.000Z'],
    ]);
  });

  it('makes a window over the skipped hour shorter and one over the repeated hour longer', () => {
    const night = [{ weekday: 7, startMinute: 60, endMinute: 4 * 60 }];
    const [spring] = openIntervals(
      { weekly: night, exceptions: [] },
      'Europe/Berlin',
      '2026-03-29',
      '2026-03-30',
    );
    const [autumn] = openIntervals(
      { weekly: night, exceptions: [] },
      'Europe/Berlin',
      '2026-10-25',
      '2026-10-26',
    );
    expect(spring && (spring.end - spring.start) / 3_600_000).toBe(2);
    expect(autumn && (autumn.end - autumn.start) / 3_600_000).toBe(4);
  });

  it('ends a 24:00 window at the next local midnight, an hour longer on the autumn Sunday', () => {
    const evening = [{ weekday: 7, startMinute: 22 * 60, endMinute: 1440 }];
    const open = openIntervals(
      { weekly: evening, exceptions: [] },
      'America/New_York',
      '2026-11-01',
      '2026-11-02',
    );
    expect(open.map(iso)).toEqual([['2026-11-02T03:00:00.000Z', '2026-11-02T05:00:00.000Z']]);
  });

  it('drops the weekly windows of a day off and adds an extra window', () => {
    const open = openIntervals(
      {
        weekly: everyDay,
        exceptions: [
          { day: '2026-06-01', kind: 'off', startMinute: null, endMinute: null },
          { day: '2026-06-02', kind: 'extra', startMinute: 11 * 60, endMinute: 14 * 60 },
        ],
      },
      'UTC',
      '2026-06-01',
      '2026-06-03',
    );
    expect(open.map(iso)).toEqual([['2026-06-02T09:00:00.000Z', '2026-06-02T14:00:00.000Z']]);
  });

  it('gives the same windows day by day as for the whole range', () => {
    const a = { weekly: everyDay, exceptions: [] };
    const whole = openIntervals(a, 'Europe/Berlin', '2026-03-27', '2026-03-31');
    const parts = [
      ...openIntervals(a, 'Europe/Berlin', '2026-03-27', '2026-03-29'),
      ...openIntervals(a, 'Europe/Berlin', '2026-03-29', '2026-03-31'),
    ];
    expect(parts).toEqual(whole);
  });
});

describe('intervals and slots', () => {
  it('merges overlapping and touching intervals', () => {
    expect(
      mergeIntervals([
        { start: 5, end: 8 },
        { start: 0, end: 3 },
        { start: 3, end: 5 },
        { start: 10, end: 12 },
      ]),
    ).toEqual([
      { start: 0, end: 8 },
      { start: 10, end: 12 },
    ]);
  });

  it('takes busy time out of open windows', () => {
    expect(
      subtractIntervals(
        [{ start: 0, end: 10 }],
        [
          { start: 2, end: 4 },
          { start: 8, end: 12 },
        ],
      ),
    ).toEqual([
      { start: 0, end: 2 },
      { start: 4, end: 8 },
    ]);
  });

  it('cuts slots of 30 and 60 minutes from the window start, from a given instant on', () => {
    const free = [{ start: at('2026-06-01T09:00:00Z'), end: at('2026-06-01T11:30:00Z') }];
    const hours = slotsOf(free, 60, at('2026-06-01T09:10:00Z'), at('2026-06-02T00:00:00Z'));
    expect(hours.map((s) => new Date(s.start).toISOString())).toEqual(['2026-06-01T10:00:00.000Z']);
    const halves = slotsOf(free, 30, at('2026-06-01T09:10:00Z'), at('2026-06-02T00:00:00Z'));
    expect(halves).toHaveLength(4);
    expect(slotsOf(free, 60, 0, at('2026-06-01T10:30:00Z'))).toHaveLength(1);
  });
});

describe('zonedRange and localDay', () => {
  it('reads a search window in the school zone on a change day', () => {
    expect(iso(zonedRange('2026-03-29', 'Europe/Berlin', '09:00', '12:00'))).toEqual([
      '2026-03-29T07:00:00.000Z',
      '2026-03-29T10:00:00.000Z',
    ]);
    const day = zonedRange('2026-10-25', 'Europe/Berlin');
    expect((day.end - day.start) / 3_600_000).toBe(25);
  });

  it('names the local day of an instant', () => {
    expect(localDay(at('2026-06-01T23:30:00Z'), 'Europe/Berlin')).toBe('2026-06-02');
    expect(localDay(at('2026-06-01T23:30:00Z'), 'America/New_York', 1)).toBe('2026-06-02');
  });
});
