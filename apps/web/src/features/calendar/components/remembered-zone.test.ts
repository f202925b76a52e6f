import luxonPlugin from '@fullcalendar/luxon3';
import { describe, expect, it } from 'vitest';
import { rememberedZonePlugin } from './remembered-zone';

const Remembered = rememberedZonePlugin.namedTimeZonedImpl;
const Luxon = luxonPlugin.namedTimeZonedImpl;
if (!Remembered || !Luxon) throw new Error('a plugin brings no named time zones');

const hour = 3_600_000;
// London leaves winter time at 01:00 UTC on 28 March 2027; Sydney leaves summer time on 4 April.
const around = (utc: string) =>
  Array.from({ length: 8 }, (_, i) => Date.parse(utc) + (i - 4) * hour + (i % 3) * 900_000);

describe('rememberedZonePlugin', () => {
  it('answers as luxon does, also across a change of clocks, asked once and again', () => {
    for (const [zone, change] of [
      ['Europe/London', '2027-03-28T01:00:00Z'],
      ['Australia/Sydney', '2027-04-03T16:00:00Z'],
    ] as const) {
      const remembered = new Remembered(zone);
      const luxon = new Luxon(zone);
      for (let round = 0; round < 2; round += 1) {
        for (const ms of around(change)) {
          const wall = luxon.timestampToArray(ms);
          expect(remembered.timestampToArray(ms)).toEqual(wall);
          expect(remembered.offsetForArray(wall)).toBe(luxon.offsetForArray(wall));
        }
      }
    }
  });

  it('keeps zones apart and gives each caller its own array', () => {
    const ms = Date.parse('2031-01-06T09:00:00Z');
    const london = new Remembered('Europe/London');
    const tokyo = new Remembered('Asia/Tokyo');
    expect(london.timestampToArray(ms)).toEqual([2031, 0, 6, 9, 0, 0, 0]);
    expect(tokyo.timestampToArray(ms)).toEqual([2031, 0, 6, 18, 0, 0, 0]);
    expect(tokyo.offsetForArray([2031, 0, 6, 18, 0, 0, 0])).toBe(540);
    expect(london.offsetForArray([2031, 0, 6, 18, 0, 0, 0])).toBe(0);

    const first = london.timestampToArray(ms);
    first[3] = 23;
    expect(london.timestampToArray(ms)).toEqual([2031, 0, 6, 9, 0, 0, 0]);
  });
});
