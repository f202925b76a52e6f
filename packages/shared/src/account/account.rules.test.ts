import { describe, expect, it } from 'vitest';
import { preferencesSchema, updateProfileBodySchema } from './account.contract.ts';
import {
  defaultPreferenceValues,
  preferencesCompatible,
  profileNameMaxLength,
} from './account.rules.ts';

describe('account rules', () => {
  it('gives the defaults the schema fills in', () => {
    expect(preferencesSchema.parse({})).toEqual(defaultPreferenceValues);
  });

  it('refuses the semi-dark theme with the horizontal layout only', () => {
    expect(preferencesCompatible({ theme: 'semi-dark', layout: 'horizontal' })).toBe(false);
    expect(preferencesCompatible({ theme: 'dark', layout: 'horizontal' })).toBe(true);
    const schemaSays = (layout: 'horizontal' | 'vertical') =>
      preferencesSchema.safeParse({ theme: 'semi-dark', layout }).success;
    expect([schemaSays('horizontal'), schemaSays('vertical')]).toEqual([false, true]);
  });

  it('refuses a name exactly past its limit', () => {
    const ok = (length: number) =>
      updateProfileBodySchema.safeParse({
        firstName: 'f'.repeat(length),
        lastName: 'Lovelace',
        photo: null,
      }).success;
    expect([ok(profileNameMaxLength), ok(profileNameMaxLength + 1)]).toEqual([true, false]);
  });
});
