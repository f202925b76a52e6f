import { describe, expect, it } from 'vitest';
import { eventTimeFormat } from './event-time-format';

/** FullCalendar's marker: the school's wall clock carried in a Date's UTC fields. */
const at = (wallClock: string) => {
  const marker = new Date(`${wallClock}Z`);
  return { marker } as Parameters<ReturnType<typeof eventTimeFormat>>[0]['start'];
};
const arg = (start: string, end?: string) =>
  ({ start: at(start), date: at(start), ...(end ? { end: at(end) } : {}) }) as Parameters<
    ReturnType<typeof eventTimeFormat>
  >[0];

/** Intl writes thin and narrow no-break spaces; the assertions read them as spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('eventTimeFormat', () => {
  it('writes a range within a day as the language does', () => {
    expect(plain(eventTimeFormat('en')(arg('2031-01-06T09:00', '2031-01-06T10:30')))).toBe(
      '9:00 – 10:30 AM',
    );
    expect(plain(eventTimeFormat('de')(arg('2031-01-06T09:00', '2031-01-06T15:30')))).toMatch(
      /^09:00\s?–\s?15:30/,
    );
  });

  it("keeps each language's writing of the same times apart", () => {
    const en = eventTimeFormat('en');
    const fr = eventTimeFormat('fr');
    expect(plain(en(arg('2031-01-07T09:00', '2031-01-07T10:30')))).toBe('9:00 – 10:30 AM');
    expect(plain(fr(arg('2031-01-07T09:00', '2031-01-07T10:30')))).toBe('09:00 – 10:30');
  });

  it('writes two times, without dates, for an event that ends on another day', () => {
    expect(plain(eventTimeFormat('en')(arg('2031-01-06T22:00', '2031-01-07T01:00')))).toBe(
      '10:00 PM – 1:00 AM',
    );
  });

  it('writes one time when there is no end', () => {
    expect(plain(eventTimeFormat('en')(arg('2031-01-06T09:00')))).toBe('9:00 AM');
  });
});
