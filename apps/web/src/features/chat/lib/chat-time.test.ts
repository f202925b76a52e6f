import { describe, expect, it } from 'vitest';
import { dayLabel, listTime, messageTime } from './chat-time';

const words = { today: 'Today', yesterday: 'Yesterday' };

describe('chat times on the school’s clock', () => {
  it('writes a message’s time and its day in the school’s zone', () => {
    expect(messageTime('2026-11-24T23:30:00Z', 'en-GB', 'Asia/Tokyo')).toBe('08:30');
    expect(messageTime('2026-11-24T23:30:00Z', 'en-GB', 'Europe/London')).toBe('23:30');
    const now = new Date('2026-11-25T01:00:00Z');
    // Already the 25th in Tokyo, still the 24th in New York: "today" is the school's.
    expect(dayLabel('2026-11-25', 'en-GB', 'Asia/Tokyo', words, now)).toBe('Today');
    expect(dayLabel('2026-11-24', 'en-GB', 'America/New_York', words, now)).toBe('Today');
    expect(dayLabel('2026-11-20', 'en-GB', 'America/New_York', words, now)).toBe(
      'Friday, 20 November 2026',
    );
  });

  it('lists the hour today, the weekday this week, else the date', () => {
    const now = new Date('2026-11-25T01:00:00Z');
    expect(listTime('2026-11-24T23:30:00Z', 'en-GB', 'Asia/Tokyo', now)).toBe('08:30');
    expect(listTime('2026-11-23T12:00:00Z', 'en-GB', 'Asia/Tokyo', now)).toBe('Mon');
    expect(listTime('2026-11-02T12:00:00Z', 'en-GB', 'Asia/Tokyo', now)).toBe('02/11/2026');
  });
});
