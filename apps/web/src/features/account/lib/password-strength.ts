import { passwordMinLength } from '@school/shared/auth/auth.rules';

export { passwordMaxLength, passwordMinLength } from '@school/shared/auth/auth.rules';

export type StrengthLevel = 'empty' | 'tooShort' | 'weak' | 'fair' | 'good' | 'strong';

const common = [
  'password',
  'passwort',
  'motdepasse',
  'senha',
  'qwerty',
  'azerty',
  '123456',
  'letmein',
  'welcome',
  'admin',
  'school',
];

/**
 * A hint only (PRODUCT §5: no composition rules): length counts most, a mix of character kinds
 * helps, repeated characters, simple runs and well-known words count against it.
 */
export function passwordStrength(password: string): { level: StrengthLevel; score: number } {
  if (password === '') return { level: 'empty', score: 0 };
  if (password.length < passwordMinLength) return { level: 'tooShort', score: 0 };
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/].filter((kind) => kind.test(password));
  let score = 1;
  if (password.length >= 12) score += 1;
  if (password.length >= 16) score += 1;
  if (kinds.length >= 3) score += 1;
  const lower = password.toLowerCase();
  const unique = new Set(lower).size;
  if (unique <= 3 || common.some((word) => lower.includes(word)) || /(.)\1{3,}/.test(lower)) {
    score = Math.min(score, 1);
  }
  const level: StrengthLevel =
    (['weak', 'weak', 'fair', 'good', 'strong'] as const)[score] ?? 'strong';
  return { level, score };
}
