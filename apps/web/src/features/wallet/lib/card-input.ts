import { expiryValid, luhnValid } from '@school/shared/wallet/card';
import { cardDigits, cvcLength, isCvc } from '@school/shared/wallet/wallet.rules';

/** The longest card number as typed: all its digits, a space after each group of four. */
export const cardNumberInputLength = cardDigits.max + Math.floor((cardDigits.max - 1) / 4);
export const expiryInputLength = 'MM/YY'.length;
export const cvcInputLength = cvcLength.max;

export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** Groups the digits 4-4-4-4 as they are typed ("4242 4242 4242 4242"). */
export function formatCardNumber(value: string): string {
  const digits = digitsOf(value).slice(0, cardDigits.max);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Where the caret belongs after formatting: just after the same count of digits. */
export function caretAfterDigits(formatted: string, digitCount: number): number {
  if (digitCount <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted.charAt(i))) seen++;
    if (seen === digitCount) return i + 1;
  }
  return formatted.length;
}

/** "MM/YY" as it is typed: the slash appears once the month is complete. */
export function formatExpiry(value: string): string {
  const digits = digitsOf(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export type Expiry = { month: number; year: number };

/** "MM/YY" to a month and a four-digit year, or null when it is not a real month. */
export function parseExpiry(value: string): Expiry | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

export type CardProblem =
  | 'numberRequired'
  | 'numberInvalid'
  | 'expiryRequired'
  | 'expiryFormat'
  | 'expired'
  | 'cvcInvalid'
  | 'nameRequired';

export function cardNumberProblem(value: string): CardProblem | null {
  const digits = digitsOf(value);
  if (digits === '') return 'numberRequired';
  return luhnValid(digits) ? null : 'numberInvalid';
}

export function expiryProblem(value: string, now: Date): CardProblem | null {
  if (value.trim() === '') return 'expiryRequired';
  const expiry = parseExpiry(value);
  if (!expiry) return 'expiryFormat';
  return expiryValid(expiry.month, expiry.year, now) ? null : 'expired';
}

export function cvcProblem(value: string): CardProblem | null {
  return isCvc(value) ? null : 'cvcInvalid';
}

export function nameProblem(value: string): CardProblem | null {
  return value.trim() === '' ? 'nameRequired' : null;
}
