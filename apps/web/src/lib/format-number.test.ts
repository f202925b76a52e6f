import { describe, expect, it } from 'vitest';
import { languages } from '../i18n/languages';
import { formatNumber } from './format-number';

describe('whole numbers in the reader’s language', () => {
  it('groups whole numbers as each language’s number format does', () => {
    const values = [0, 7, 42, 999, 1000, 1234, 10_000, 99_999, 100_000, 1_234_567, 10_000_000];
    for (const { code } of languages) {
      const format = new Intl.NumberFormat(code);
      for (const value of values) expect(formatNumber(value, code)).toBe(format.format(value));
    }
  });

  it('answers a repeated question the same way, per language', () => {
    expect(formatNumber(10000, 'en')).toBe('10,000');
    expect(formatNumber(10000, 'de')).toBe('10.000');
    expect(formatNumber(10000, 'en')).toBe('10,000');
  });

  it('leaves fractions, negative numbers and other languages to the number format', () => {
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(-1234, 'de')).toBe('-1.234');
    expect(formatNumber(1234, 'es')).toBe(new Intl.NumberFormat('es').format(1234));
  });
});
