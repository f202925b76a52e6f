import { describe, expect, it } from 'vitest';
import { luhnValid } from './card.ts';
import { cardSchema, historyQuerySchema, topUpBodySchema } from './wallet.contract.ts';
import {
  cardDigits,
  cardNameMaxLength,
  customCreditsMax,
  customCreditsMin,
  historyRanges,
  isCvc,
  isHistoryRange,
} from './wallet.rules.ts';

const card = { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123', name: 'Ada' };

describe('wallet rules', () => {
  it('a custom top-up buys within the bounds only', () => {
    const ok = (credits: number) => topUpBodySchema.safeParse({ credits, card }).success;
    expect([ok(customCreditsMin - 1), ok(customCreditsMin)]).toEqual([false, true]);
    expect([ok(customCreditsMax), ok(customCreditsMax + 1)]).toEqual([true, false]);
  });

  it('takes security codes of 3 or 4 digits, as the schema does', () => {
    for (const cvc of ['12', '123', '1234', '12345', '12a']) {
      expect(isCvc(cvc)).toBe(cardSchema.safeParse({ ...card, cvc }).success);
    }
  });

  it('refuses a name on the card past its limit', () => {
    const ok = (length: number) => cardSchema.safeParse({ ...card, name: 'n'.repeat(length) });
    expect(ok(cardNameMaxLength).success).toBe(true);
    expect(ok(cardNameMaxLength + 1).success).toBe(false);
  });

  it('checks card numbers of 12 to 19 digits only', () => {
    const withCheckDigit = (length: number) => {
      const body = '4'.padEnd(length - 1, '0');
      const check = [...'0123456789'].find((d) => luhnValid(`${body}${d}`));
      return `${body}${check ?? ''}`;
    };
    expect(luhnValid(withCheckDigit(cardDigits.min))).toBe(true);
    expect(luhnValid(withCheckDigit(cardDigits.max))).toBe(true);
    expect(luhnValid('4'.padEnd(cardDigits.min - 1, '0'))).toBe(false);
  });

  it('offers the history ranges the schema takes', () => {
    for (const days of [...historyRanges, 7, 60]) {
      expect(isHistoryRange(days)).toBe(historyQuerySchema.safeParse({ days }).success);
    }
  });
});
