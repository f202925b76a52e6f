import { cardDigits } from './wallet.rules.ts';

/** Luhn checksum of a card number (digits only). */
export function luhnValid(number: string): boolean {
  const digits = number.replace(/\D/g, '');
  if (digits.length < cardDigits.min || digits.length > cardDigits.max) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(number: string): string {
  const digits = number.replace(/\D/g, '');
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  return 'Card';
}

/** True when the card is still valid at the end of its expiry month. */
export function expiryValid(month: number, year: number, now: Date): boolean {
  const fullYear = year < 100 ? 2000 + year : year;
  return (
    fullYear > now.getUTCFullYear() ||
    (fullYear === now.getUTCFullYear() && month >= now.getUTCMonth() + 1)
  );
}
