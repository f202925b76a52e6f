import { describe, expect, it } from 'vitest';
import { timeZoneLabel, timeZoneOptions } from './places';

describe('time zone labels', () => {
  it('name the zone and its offset from UTC on the given day', () => {
    // Intl writes a zero offset as "GMT" or "GMT+0", depending on its locale data.
    expect(timeZoneLabel('Europe/London', new Date('2026-01-15T12:00:00Z'))).toMatch(
      /^Europe\/London \(GMT(\+0)?\)$/,
    );
    expect(timeZoneLabel('Europe/London', new Date('2026-07-15T12:00:00Z'))).toBe(
      'Europe/London (GMT+1)',
    );
    expect(timeZoneLabel('America/New_York', new Date('2026-07-15T12:00:00Z'))).toBe(
      'America/New York (GMT-4)',
    );
  });

  it('are the ones the full list gives, so the closed field reads the same before and after', () => {
    const zones = timeZoneOptions('Asia/Kolkata').flatMap((group) => group.items);
    for (const zone of ['Asia/Kolkata', 'Europe/Berlin', 'UTC']) {
      expect(zones.find((option) => option.value === zone)?.label).toBe(timeZoneLabel(zone));
    }
  });

  it('keep a stored zone the browser does not list', () => {
    const zones = timeZoneOptions('Mars/Olympus_Mons').flatMap((group) => group.items);
    expect(zones.find((option) => option.value === 'Mars/Olympus_Mons')?.label).toBe(
      'Mars/Olympus Mons',
    );
  });
});
