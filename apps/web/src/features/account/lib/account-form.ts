import { profileNameMaxLength } from '@school/shared/account/account.rules';
import { passwordMaxLength, passwordMinLength } from '@school/shared/auth/auth.rules';
import { trimmedLength } from '@school/shared/common/common.rules';
import type { TFunction } from 'i18next';
import type { ApiError } from '../../../lib/api-error';
import { fieldErrorText, type FieldRules } from '../../../lib/field-errors';

/** The profile's own checks (account.contract), before sending. */
export function profileNameRule(t: TFunction<'account'>, required: string) {
  return (value: string) =>
    value.trim() === ''
      ? required
      : trimmedLength(value) > profileNameMaxLength
        ? t('profile.tooLong', { max: profileNameMaxLength })
        : null;
}

/** How the profile words the API's refusals. */
export function profileServerRules(t: TFunction<'account'>): FieldRules {
  const name = (required: string) => ({
    bounds: { max: profileNameMaxLength },
    texts: { required, too_long: t('profile.tooLong', { max: profileNameMaxLength }) },
  });
  return {
    firstName: name(t('profile.firstNameRequired')),
    lastName: name(t('profile.lastNameRequired')),
  };
}

/** How the password form words the API's refusals: a wrong current password is `mismatch`. */
export function passwordServerRules(t: TFunction<'account'>): FieldRules {
  return {
    currentPassword: {
      texts: { required: t('security.currentRequired'), mismatch: t('security.currentWrong') },
    },
    newPassword: {
      bounds: { min: passwordMinLength, max: passwordMaxLength },
      texts: {
        too_short: t('security.newTooShort', { min: passwordMinLength }),
        too_long: t('security.newTooLong', { max: passwordMaxLength }),
      },
    },
  };
}

/** Why an uploaded photo was refused (the upload names `file`, the profile `photo`). */
export function photoRefusal(error: ApiError, t: TFunction<'account'>): string {
  const field = error.fields.file !== undefined ? 'file' : 'photo';
  return fieldErrorText(error.fieldCodes[field], error.fields[field] ?? error.message, {
    texts: { too_big: t('profile.fileSize'), invalid_format: t('profile.fileType') },
  });
}
