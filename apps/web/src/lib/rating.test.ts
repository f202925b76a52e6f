import { describe, expect, it } from 'vitest';
import { languages } from '../i18n/languages';
import { formatRating, starsOf } from './rating';

describe('a rating as stars and a figure', () => {
  it('draws the nearest half star, within 0 to 5', () => {
    expect(starsOf(4.74)).toBe(4.5);
    expect(starsOf(4.75)).toBe(5);
    expect(starsOf(4.24)).toBe(4);
    expect(starsOf(1)).toBe(1);
    expect(starsOf(5.2)).toBe(5);
    expect(starsOf(-1)).toBe(0);
  });

  it('draws no stars without reviews', () => {
    expect(starsOf(null)).toBe(0);
    expect(starsOf(undefined)).toBe(0);
    expect(starsOf(Number.NaN)).toBe(0);
  });

  it('writes the figure with one decimal in the reader’s language', () => {
    expect(formatRating(4.666, 'en')).toBe('4.7');
    expect(formatRating(4, 'en')).toBe('4.0');
    expect(formatRating(4.666, 'de')).toBe('4,7');
    expect(formatRating(4.666, 'fr')).toBe('4,7');
    expect(formatRating(4.95, 'en')).toBe('5.0');
    expect(formatRating(4.666, 'es')).toBe('4,7');
  });

  it('writes each console language as its number format does', () => {
    for (const { code } of languages) {
      const format = new Intl.NumberFormat(code, {
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      });
      for (const value of [1, 2.25, 3.5, 4.04, 4.666, 4.95, 5]) {
        expect(formatRating(value, code)).toBe(format.format(value));
      }
    }
  });
});
