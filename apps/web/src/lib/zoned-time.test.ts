import { describe, expect, it } from 'vitest';
import {
  addDays,
  groupByZonedDay,
  mondayOf,
  startOfZonedDay,
  zoneLabel,
  zonedDay,
  zonedFormat,
} from './zoned-time';

describe('instants on a school’s wall clock', () => {
  it('puts an instant on the day it falls on in the zone, not in UTC', () => {
    // 23:30 UTC on 24 November is already the 25th in Berlin and still the 24th in New York.
    expect(zonedDay('2026-11-24T23:30:00Z', 'Europe/Berlin')).toBe('2026-11-25');
    expect(zonedDay('2026-11-24T23:30:00Z', 'America/New_York')).toBe('2026-11-24');
    expect(zonedDay('2026-11-24T23:30:00Z', 'UTC')).toBe('2026-11-24');
  });

  it('finds the instant a day begins in the zone, across a daylight-saving change', () => {
    expect(startOfZonedDay('2026-11-25', 'Europe/Berlin')).toBe('2026-11-24T23:00:00.000Z');
    expect(startOfZonedDay('2026-07-01', 'Europe/Berlin')).toBe('2026-06-30T22:00:00.000Z');
    // Clocks go forward in Berlin on 29 March 2026 at 02:00: the day still begins at 23:00 UTC.
    expect(startOfZonedDay('2026-03-29', 'Europe/Berlin')).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfZonedDay('2026-03-30', 'Europe/Berlin')).toBe('2026-03-29T22:00:00.000Z');
    expect(startOfZonedDay('2026-11-25', 'Asia/Kolkata')).toBe('2026-11-24T18:30:00.000Z');
    expect(startOfZonedDay('2026-11-25', 'UTC')).toBe('2026-11-25T00:00:00.000Z');
  });

  it('counts days and finds the Monday of a week across months and years', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(mondayOf('2026-11-24')).toBe('2026-11-23'); // a Tuesday
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });

  it('groups slots by the zone’s day, keeping their order', () => {
    const slots = [
      { startsAt: '2026-11-24T22:00:00Z' },
      { startsAt: '2026-11-24T23:00:00Z' },
      { startsAt: '2026-11-25T08:00:00Z' },
    ];
    const days = groupByZonedDay(slots, 'Europe/Berlin');
    expect([...days.keys()]).toEqual(['2026-11-24', '2026-11-25']);
    expect(days.get('2026-11-25')).toEqual([slots[1], slots[2]]);
  });

  it('writes a slot in the zone’s time, in the reader’s language', () => {
    const berlin = zonedFormat('en-GB', 'Europe/Berlin');
    expect(berlin.time('2026-11-24T13:30:00Z')).toBe('14:30');
    expect(berlin.slot('2026-11-24T23:30:00Z')).toBe('Wed 25 Nov · 00:30');
    expect(berlin.date('2026-11-24T23:30:00Z')).toBe('25 Nov 2026');
    expect(berlin.dateTime('2026-11-24T23:30:00Z')).toBe('25 Nov 2026, 00:30');
    expect(zonedFormat('en-GB', 'Asia/Tokyo').dateTime('2026-11-24T23:30:00Z')).toBe(
      '25 Nov 2026, 08:30',
    );
    expect(berlin.full('2026-11-24T23:30:00Z')).toContain('25 November 2026');
    expect(zonedFormat('en-US', 'America/New_York').time('2026-11-24T13:30:00Z')).toBe('8:30 AM');
    expect(zonedFormat('de', 'Europe/Berlin').time('2026-11-24T13:30:00Z')).toBe('14:30');
    const days = zonedFormat('en-GB', 'Pacific/Auckland');
    // A day's heading is that calendar day whatever the zone.
    expect(days.weekday('2026-11-23')).toBe('Mon');
    expect(days.dayOfMonth('2026-11-23')).toBe('23');
    expect(days.dayMonth('2026-11-23')).toBe('23 Nov');
  });

  it('names the zone with the offset it has at the time', () => {
    expect(zoneLabel('Europe/Berlin', 'en', '2026-11-24T12:00:00Z')).toBe('Europe/Berlin (GMT+1)');
    expect(zoneLabel('Europe/Berlin', 'en', '2026-07-01T12:00:00Z')).toBe('Europe/Berlin (GMT+2)');
    expect(zoneLabel('America/New_York', 'en', '2026-11-24T12:00:00Z')).toBe(
      'America/New York (GMT-5)',
    );
  });
});

describe('wall-clock inputs', () => {
  it('read and write a datetime-local value in a zone, across a clock change', async () => {
    const { instantOfLocal, zonedLocalInput } = await import('./zoned-time');
    expect(zonedLocalInput('2030-03-18T09:00:00Z', 'Europe/Berlin')).toBe('2030-03-18T10:00');
    expect(instantOfLocal('2030-03-18T10:00', 'Europe/Berlin')).toBe('2030-03-18T09:00:00.000Z');
    // 31 March 2030: the clocks go from 02:00 to 03:00 in Berlin.
    expect(instantOfLocal('2030-03-31T10:00', 'Europe/Berlin')).toBe('2030-03-31T08:00:00.000Z');
    expect(instantOfLocal('2030-07-01T00:30', 'America/New_York')).toBe('2030-07-01T04:30:00.000Z');
  });
});
