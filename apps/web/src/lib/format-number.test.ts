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

  it('writes fractions as the number format does, and leaves negative numbers and other languages to it', () => {
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(-1234, 'de')).toBe('-1.234');
    expect(formatNumber(1234, 'es')).toBe(new Intl.NumberFormat('es').format(1234));
  });
});

describe('numbers with decimals in the reader’s language', () => {
  it('writes and rounds them as each language’s number format does', () => {
    const values = [0, 0.05, 0.15, 0.25, 0.45, 1.005, 3.05, 9.95, 9.96, 85.7, 99.99, 1234.5];
    // And a spread of others, the same each run.
    for (let i = 1; i <= 400; i++) values.push((i * 7919) / 1000, (i * 104729) / 97);
    for (const { code } of languages) {
      for (const digits of [undefined, 0, 1, 2, 3]) {
        const format = new Intl.NumberFormat(
          code,
          digits === undefined ? {} : { maximumFractionDigits: digits },
        );
        for (const value of values) {
          expect(formatNumber(value, code, digits), `${value} in ${code}, ${digits}`).toBe(
            format.format(value),
          );
        }
      }
    }
  });

  it('leaves negative numbers and numbers written with an exponent to the number format', () => {
    expect(formatNumber(-85.7, 'en', 1)).toBe('-85.7');
    expect(formatNumber(1e-7, 'en', 1)).toBe('0');
    expect(formatNumber(1e21, 'de', 1)).toBe(new Intl.NumberFormat('de').format(1e21));
  });
});
