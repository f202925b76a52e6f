import { describe, expect, it } from 'vitest';
import { nextDay, toZonedIso, zonedDateOf, zonedTimeOf, zonedYearOf } from './local-time';

/** A school zone other than the one these tests run in, so the machine's clock cannot leak in. */
const processZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const schoolZone = processZone === 'Asia/Tokyo' ? 'Pacific/Auckland' : 'Asia/Tokyo';

describe('wall-clock times of a school zone', () => {
  it('reads a typed day and time on the school clock, not the machine’s', () => {
    expect(schoolZone).not.toBe(processZone);
    const iso = toZonedIso('2026-03-05', '09:00', schoolZone);
    expect(iso).toBe(
      schoolZone === 'Asia/Tokyo' ? '2026-03-05T09:00:00+09:00' : '2026-03-05T09:00:00+13:00',
    );
    expect(iso && zonedDateOf(iso, schoolZone)).toBe('2026-03-05');
    expect(iso && zonedTimeOf(iso, schoolZone)).toBe('09:00');
  });

  it('gives the day and time an instant shows in each zone', () => {
    const instant = '2026-03-05T23:30:00Z';
    expect(zonedDateOf(instant, 'Asia/Tokyo')).toBe('2026-03-06');
    expect(zonedTimeOf(instant, 'Asia/Tokyo')).toBe('08:30');
    expect(zonedDateOf(instant, 'America/New_York')).toBe('2026-03-05');
    expect(zonedTimeOf(instant, 'America/New_York')).toBe('18:30');
    expect(zonedYearOf('2026-12-31T20:00:00Z', 'Asia/Tokyo')).toBe(2027);
    expect(zonedYearOf('2026-12-31T20:00:00Z', 'America/New_York')).toBe(2026);
  });

  it('is null while a day or a time is missing or not a real day', () => {
    expect(toZonedIso(null, '16:00', schoolZone)).toBeNull();
    expect(toZonedIso('2026-03-05', '', schoolZone)).toBeNull();
    expect(toZonedIso('2026-02-30', '16:00', schoolZone)).toBeNull();
  });
});

describe('days when the clocks change', () => {
  it('Europe/Berlin: the offset of each side of the spring change', () => {
    // 29 March 2026: 02:00 CET becomes 03:00 CEST.
    expect(toZonedIso('2026-03-28', '09:00', 'Europe/Berlin')).toBe('2026-03-28T09:00:00+01:00');
    expect(toZonedIso('2026-03-29', '01:30', 'Europe/Berlin')).toBe('2026-03-29T01:30:00+01:00');
    expect(toZonedIso('2026-03-29', '09:00', 'Europe/Berlin')).toBe('2026-03-29T09:00:00+02:00');
    // 02:30 does not exist that night: the wall clock reads 03:30.
    expect(toZonedIso('2026-03-29', '02:30', 'Europe/Berlin')).toBe('2026-03-29T03:30:00+02:00');
  });

  it('Europe/Berlin: the autumn change', () => {
    // 25 October 2026: 03:00 CEST becomes 02:00 CET.
    expect(toZonedIso('2026-10-24', '09:00', 'Europe/Berlin')).toBe('2026-10-24T09:00:00+02:00');
    expect(toZonedIso('2026-10-25', '09:00', 'Europe/Berlin')).toBe('2026-10-25T09:00:00+01:00');
    expect(zonedTimeOf('2026-10-25T00:30:00Z', 'Europe/Berlin')).toBe('02:30');
    expect(zonedTimeOf('2026-10-25T01:30:00Z', 'Europe/Berlin')).toBe('02:30');
  });

  it('America/New_York: spring and autumn changes', () => {
    // 8 March 2026: 02:00 EST becomes 03:00 EDT; 1 November 2026: 02:00 EDT becomes 01:00 EST.
    const spring = toZonedIso('2026-03-08', '09:00', 'America/New_York');
    expect(spring).toBe('2026-03-08T09:00:00-04:00');
    expect(spring && new Date(spring).toISOString()).toBe('2026-03-08T13:00:00.000Z');
    expect(toZonedIso('2026-03-07', '09:00', 'America/New_York')).toBe('2026-03-07T09:00:00-05:00');
    expect(toZonedIso('2026-03-08', '02:15', 'America/New_York')).toBe('2026-03-08T03:15:00-04:00');
    expect(toZonedIso('2026-11-01', '09:00', 'America/New_York')).toBe('2026-11-01T09:00:00-05:00');
    expect(zonedDateOf('2026-11-01T04:30:00Z', 'America/New_York')).toBe('2026-11-01');
    expect(zonedTimeOf('2026-11-01T04:30:00Z', 'America/New_York')).toBe('00:30');
  });

  it('steps to the next calendar day over month, year and clock-change ends', () => {
    expect(nextDay('2026-02-28')).toBe('2026-03-01');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2026-03-28')).toBe('2026-03-29');
    expect(nextDay('2026-10-25')).toBe('2026-10-26');
  });
});
