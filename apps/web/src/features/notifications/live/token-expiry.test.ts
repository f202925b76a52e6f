import { describe, expect, it } from 'vitest';
import { secondsUntilExpiry } from './token-expiry';

const encode = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const token = (claims: object) => `${encode({ alg: 'HS256' })}.${encode(claims)}.signature`;

describe('secondsUntilExpiry', () => {
  it('reads exp from the payload', () => {
    expect(secondsUntilExpiry(token({ exp: 1_000 }), 940_000)).toBe(60);
  });

  it('is negative for an expired token', () => {
    expect(secondsUntilExpiry(token({ exp: 1_000 }), 1_010_000)).toBe(-10);
  });

  it('returns null for anything unreadable', () => {
    expect(secondsUntilExpiry('not-a-token')).toBeNull();
    expect(secondsUntilExpiry('a.%%%.c')).toBeNull();
    expect(secondsUntilExpiry(token({ sub: 'x' }))).toBeNull();
  });
});
