import { describe, expect, it } from 'vitest';
import {
  caretAfterDigits,
  cardNumberProblem,
  expiryProblem,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
} from './card-input';

describe('card input', () => {
  it('groups the card number 4-4-4-4 and keeps only digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42')).toBe('4242 42');
    expect(formatCardNumber('4242 ')).toBe('4242');
    expect(caretAfterDigits('4242 4242', 5)).toBe(6);
  });

  it('checks the number with the Luhn sum', () => {
    expect(cardNumberProblem('')).toBe('numberRequired');
    expect(cardNumberProblem('4242 4242 4242 4241')).toBe('numberInvalid');
    expect(cardNumberProblem('4242 4242 4242 4242')).toBeNull();
  });

  it('reads and checks MM/YY', () => {
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('1')).toBe('1');
    expect(parseExpiry('12/30')).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry('13/30')).toBeNull();
    const now = new Date(Date.UTC(2026, 10, 21));
    expect(expiryProblem('', now)).toBe('expiryRequired');
    expect(expiryProblem('1/3', now)).toBe('expiryFormat');
    expect(expiryProblem('10/26', now)).toBe('expired');
    expect(expiryProblem('11/26', now)).toBeNull();
  });
});
