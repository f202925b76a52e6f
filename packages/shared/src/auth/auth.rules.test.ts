import { describe, expect, it } from 'vitest';
import { loginBodySchema, passwordSchema, registerBodySchema } from './auth.contract.ts';
import {
  authMaxLengths,
  passwordMaxLength,
  passwordMinLength,
  passwordProblem,
} from './auth.rules.ts';

// A password of any length that is on no list of common ones.
const uncommon = (length: number) => 'lamp tree river'.repeat(10).slice(0, length);

describe('passwordProblem', () => {
  it('says what the server would refuse, in its order', () => {
    expect(passwordProblem('')).toBe('required');
    expect(passwordProblem('x'.repeat(passwordMinLength - 1))).toBe('too_short');
    expect(passwordProblem('x'.repeat(passwordMaxLength + 1))).toBe('too_long');
  });

  it('accepts both ends of PRODUCT §5 (8–128)', () => {
    expect([passwordMinLength, passwordMaxLength]).toEqual([8, 128]);
    expect(passwordProblem(uncommon(passwordMinLength))).toBeNull();
    expect(passwordProblem(uncommon(passwordMaxLength))).toBeNull();
  });

  it.each([0, 7, 8, 128, 129])('agrees with the schema for %i characters', (length) => {
    const password = uncommon(length);
    expect(passwordProblem(password) === null).toBe(passwordSchema.safeParse(password).success);
  });
});

describe('common passwords (ASVS 6.2.4)', () => {
  it.each(['aaaaaaaa', 'password1', 'Password1', '12345678', 'qwertyuiop', 'iloveyou'])(
    'refuses %s with the code too_common',
    (password) => {
      expect(passwordProblem(password)).toBe('too_common');
      const result = passwordSchema.safeParse(password);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ params: { code: 'too_common' } });
    },
  );

  it('accepts a password that is long and on no list', () => {
    expect(passwordSchema.safeParse('violet kettle harbour').success).toBe(true);
  });
});

describe('sign-in and registration limits', () => {
  const register = { name: 'Ada', email: 'ada@example.org', password: 'lamptree', schoolName: 'R' };
  const refused = (field: 'name' | 'schoolName', length: number) =>
    !registerBodySchema.safeParse({ ...register, [field]: 'x'.repeat(length) }).success;

  it.each(['name', 'schoolName'] as const)('registration refuses %s past its limit', (field) => {
    expect(refused(field, authMaxLengths[field])).toBe(false);
    expect(refused(field, authMaxLengths[field] + 1)).toBe(true);
  });

  it('sign-in refuses an e-mail address past its limit', () => {
    const email = (length: number) => `${'a'.repeat(length - 12)}@example.org`;
    const login = (length: number) =>
      loginBodySchema.safeParse({ email: email(length), password: 'x' }).success;
    expect(login(authMaxLengths.email)).toBe(true);
    expect(login(authMaxLengths.email + 1)).toBe(false);
  });
});
