import { describe, expect, it } from 'vitest';
import { languages } from '../../../i18n/languages';
import { formatDate, formatNumber } from './format';

describe('dates and numbers in the reader’s language', () => {
  it('shows a calendar date as that day in any time zone', () => {
    expect(formatDate('2024-09-05', 'en')).toBe('Sep 5, 2024');
    expect(formatDate('2024-09-05', 'de')).toBe('05.09.2024');
  });

  it('answers a repeated question the same way, per language', () => {
    expect(formatDate('2024-09-05', 'en')).toBe(formatDate('2024-09-05', 'en'));
    expect(formatNumber(10000, 'en')).toBe('10,000');
    expect(formatNumber(10000, 'de')).toBe('10.000');
    expect(formatNumber(10000, 'en')).toBe('10,000');
  });

  it('groups whole numbers as each language’s number format does', () => {
    const values = [0, 7, 42, 999, 1000, 1234, 10_000, 99_999, 100_000, 1_234_567, 10_000_000];
    for (const { code } of languages) {
      const format = new Intl.NumberFormat(code);
      for (const value of values) expect(formatNumber(value, code)).toBe(format.format(value));
    }
  });

  it('leaves fractions, negative numbers and other languages to the number format', () => {
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(-1234, 'de')).toBe('-1.234');
    expect(formatNumber(1234, 'es')).toBe(new Intl.NumberFormat('es').format(1234));
  });

  it('leaves what is not a date as it is, and an empty value empty', () => {
    expect(formatDate('soon', 'en')).toBe('soon');
    expect(formatDate(null, 'en')).toBe('');
  });
});
