import { emailMaxLength } from '../common/common.rules.ts';
import { isCommonPassword } from './common-passwords.ts';

/** PRODUCT §5: 8–128 characters, no composition rules. */
export const passwordMinLength = 8;
export const passwordMaxLength = 128;

/** The longest values sign-in and registration take (after trimming). */
export const authMaxLengths = {
  email: emailMaxLength,
  password: passwordMaxLength,
  name: 200,
  schoolName: 200,
} as const;

/** Why a common password is refused (ASVS 6.2.4); the field's code is `too_common`. */
export const commonPasswordMessage =
  'This password is one of the most common and easy to guess. Please choose another.';

/** An invitation link's token: anything outside these lengths cannot be one of ours. */
export const invitationTokenLength = { min: 10, max: 200 } as const;

export type PasswordProblem = 'required' | 'too_short' | 'too_long' | 'too_common';

/** Why a new password is refused, in the order the server checks; null when it is accepted. */
export function passwordProblem(password: string): PasswordProblem | null {
  if (password === '') return 'required';
  if (password.length < passwordMinLength) return 'too_short';
  if (password.length > passwordMaxLength) return 'too_long';
  if (isCommonPassword(password)) return 'too_common';
  return null;
}
