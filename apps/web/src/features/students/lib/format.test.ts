import { describe, expect, it } from 'vitest';
import { formatDate } from './format';

describe('dates in the reader’s language', () => {
  it('shows a calendar date as that day in any time zone', () => {
    expect(formatDate('2024-09-05', 'en')).toBe('Sep 5, 2024');
    expect(formatDate('2024-09-05', 'de')).toBe('05.09.2024');
  });

  it('shows an instant as the day it falls on at the school, not on this device', () => {
    const late = '2024-09-05T22:30:00Z';
    expect(formatDate(late, 'en', 'Asia/Tokyo')).toBe('Sep 6, 2024');
    expect(formatDate(late, 'en', 'America/New_York')).toBe('Sep 5, 2024');
    expect(formatDate('2024-09-05', 'en', 'Asia/Tokyo')).toBe('Sep 5, 2024');
  });

  it('answers a repeated question the same way, per language', () => {
    expect(formatDate('2024-09-05', 'en')).toBe(formatDate('2024-09-05', 'en'));
  });

  it('leaves what is not a date as it is, and an empty value empty', () => {
    expect(formatDate('soon', 'en')).toBe('soon');
    expect(formatDate(null, 'en')).toBe('');
  });
});
