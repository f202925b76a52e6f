import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength';

describe('passwordStrength', () => {
  it('says nothing for an empty field and "too short" under 8 characters', () => {
    expect(passwordStrength('').level).toBe('empty');
    expect(passwordStrength('Ab1!xyz').level).toBe('tooShort');
  });

  it('rates length first', () => {
    expect(passwordStrength('lamptree').level).toBe('weak');
    expect(passwordStrength('lamptreeriver').level).toBe('fair');
    expect(passwordStrength('lamp tree river boat').level).toBe('good');
    expect(passwordStrength('Lamp tree river 42').level).toBe('strong');
  });

  it('keeps well-known words and repetitions weak', () => {
    expect(passwordStrength('Password123456!').level).toBe('weak');
    expect(passwordStrength('aaaaaaaaaaaaaaaaaa').level).toBe('weak');
  });
});
