import { describe, expect, it } from 'vitest';
import { cardBrand, expiryValid, luhnValid } from './card.ts';

describe('card checks', () => {
  it('accepts valid Luhn numbers and rejects typos', () => {
    expect(luhnValid('4242 4242 4242 4242')).toBe(true);
    expect(luhnValid('4000 0000 0000 0002')).toBe(true);
    expect(luhnValid('4000 0000 0000 3220')).toBe(true);
    expect(luhnValid('4242 4242 4242 4241')).toBe(false);
    expect(luhnValid('1234')).toBe(false);
  });

  it('names the brand', () => {
    expect(cardBrand('4242424242424242')).toBe('Visa');
    expect(cardBrand('5555555555554444')).toBe('Mastercard');
  });

  it('treats a card as valid through its expiry month', () => {
    const now = new Date('2026-11-21T00:00:00Z');
    expect(expiryValid(11, 2026, now)).toBe(true);
    expect(expiryValid(10, 2026, now)).toBe(false);
    expect(expiryValid(1, 27, now)).toBe(true);
  });
});
