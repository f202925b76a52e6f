import {
  isEmailAddress,
  isPhoneNumber,
  wholeNumberProblem,
} from '@school/shared/common/common.rules';
import type { SchoolProfile, UpdateSchoolBody } from '@school/shared/school/school.contract';
import {
  languages,
  schoolMaxLengths as max,
  schoolNumberBounds as bounds,
  isWebsite,
  type Language,
} from '@school/shared/school/school.rules';
import type { TFunction } from 'i18next';
import { maxLengthRules, type FieldRules } from '../../../lib/field-errors';

export const schoolLanguages = languages;

export type SchoolFormValues = {
  name: string;
  logo: string | null;
  description: string;
  street: string;
  city: string;
  postalCode: string;
  country: string | null;
  phone: string;
  email: string;
  website: string;
  timezone: string | null;
  defaultLanguage: Language | null;
  cancellationNoticeHours: number | string;
  lowBalanceThreshold: number | string;
  supportEmail: string;
  chatEnabled: boolean;
  chatForStudents: boolean;
  chatStudentsWithEachOther: boolean;
};

export function profileToForm(profile: SchoolProfile): SchoolFormValues {
  return {
    name: profile.name,
    logo: profile.logo,
    description: profile.description ?? '',
    street: profile.street ?? '',
    city: profile.city ?? '',
    postalCode: profile.postalCode ?? '',
    country: profile.country,
    phone: profile.phone ?? '',
    email: profile.email ?? '',
    website: profile.website ?? '',
    timezone: profile.timezone,
    defaultLanguage: profile.defaultLanguage,
    cancellationNoticeHours: profile.cancellationNoticeHours,
    lowBalanceThreshold: profile.lowBalanceThreshold,
    supportEmail: profile.supportEmail ?? '',
    chatEnabled: profile.chatEnabled,
    chatForStudents: profile.chatForStudents,
    chatStudentsWithEachOther: profile.chatStudentsWithEachOther,
  };
}

/** Called after validation, so the required values are present. */
export function formToBody(values: SchoolFormValues): UpdateSchoolBody {
  return {
    name: values.name.trim(),
    logo: values.logo,
    description: values.description.trim(),
    street: values.street.trim(),
    city: values.city.trim(),
    postalCode: values.postalCode.trim(),
    country: values.country ?? '',
    phone: values.phone.trim(),
    email: values.email.trim(),
    website: values.website.trim(),
    timezone: values.timezone ?? '',
    defaultLanguage: values.defaultLanguage ?? 'en',
    cancellationNoticeHours: Number(values.cancellationNoticeHours),
    lowBalanceThreshold: Number(values.lowBalanceThreshold),
    supportEmail: values.supportEmail.trim(),
    chatEnabled: values.chatEnabled,
    chatForStudents: values.chatForStudents,
    chatStudentsWithEachOther: values.chatStudentsWithEachOther,
  };
}

type Rule<T> = (value: T) => string | null;

function first<T>(...rules: Rule<T>[]): Rule<T> {
  return (value) => {
    for (const rule of rules) {
      const error = rule(value);
      if (error) return error;
    }
    return null;
  };
}

const maxLength =
  (limit: number, message: string): Rule<string> =>
  (value) =>
    value.trim().length > limit ? message : null;

const pattern =
  (accepts: (value: string) => boolean, message: string): Rule<string> =>
  (value) =>
    value.trim() === '' || accepts(value) ? null : message;

function wholeNumber(
  limits: { min: number; max: number },
  messages: { required: string; not_whole: string; too_small: string; too_big: string },
): Rule<number | string> {
  return (value) => {
    const problem = wholeNumberProblem(value, limits);
    return problem ? messages[problem] : null;
  };
}

/** The server's rules and wording (school.contract), checked before sending. */
export function schoolFormRules(t: TFunction<'school'>, timeZones: ReadonlySet<string>) {
  const email = pattern(isEmailAddress, t('validation.emailInvalid'));
  const hours = bounds.cancellationNoticeHours;
  const credits = bounds.lowBalanceThreshold;
  return {
    name: first<string>(
      (value) => (value.trim() === '' ? t('validation.nameRequired') : null),
      maxLength(max.name, t('validation.nameMax', { max: max.name })),
    ),
    description: maxLength(
      max.description,
      t('validation.descriptionMax', { max: max.description }),
    ),
    street: maxLength(max.street, t('validation.streetMax', { max: max.street })),
    city: maxLength(max.city, t('validation.cityMax', { max: max.city })),
    postalCode: maxLength(max.postalCode, t('validation.postalCodeMax', { max: max.postalCode })),
    phone: first(
      maxLength(max.phone, t('validation.phoneMax', { max: max.phone })),
      pattern(isPhoneNumber, t('validation.phoneInvalid')),
    ),
    email: first(maxLength(max.email, t('validation.emailMax', { max: max.email })), email),
    website: first(
      maxLength(max.website, t('validation.websiteMax', { max: max.website })),
      pattern(isWebsite, t('validation.websiteInvalid')),
    ),
    timezone: (value: string | null) =>
      value && timeZones.has(value) ? null : t('validation.timezone'),
    defaultLanguage: (value: Language | null) => (value ? null : t('validation.language')),
    cancellationNoticeHours: wholeNumber(hours, {
      required: t('validation.hoursMissing'),
      not_whole: t('validation.hoursWhole'),
      too_small: t('validation.hoursNegative'),
      too_big: t('validation.hoursMax', { max: hours.max, days: hours.max / 24 }),
    }),
    lowBalanceThreshold: wholeNumber(credits, {
      required: t('validation.creditsMissing'),
      not_whole: t('validation.creditsWhole'),
      too_small: t('validation.creditsNegative'),
      too_big: t('validation.creditsMax', { max: credits.max }),
    }),
    supportEmail: first(
      maxLength(max.supportEmail, t('validation.supportEmailMax', { max: max.supportEmail })),
      email,
    ),
  };
}

/** How the profile words the API's refusals: its limits, and its own texts where it has them. */
export function schoolServerRules(t: TFunction<'school'>): FieldRules {
  const rules = maxLengthRules(max);
  const own: FieldRules = {
    name: { texts: { required: t('validation.nameRequired') } },
    phone: { texts: { invalid_format: t('validation.phoneInvalid') } },
    email: { texts: { invalid_format: t('validation.emailInvalid') } },
    supportEmail: { texts: { invalid_format: t('validation.emailInvalid') } },
    website: { texts: { invalid_format: t('validation.websiteInvalid') } },
    timezone: { texts: { invalid: t('validation.timezone') } },
    defaultLanguage: { texts: { invalid_value: t('validation.language') } },
    cancellationNoticeHours: { bounds: bounds.cancellationNoticeHours },
    lowBalanceThreshold: { bounds: bounds.lowBalanceThreshold },
  };
  for (const [field, rule] of Object.entries(own)) rules[field] = { ...rules[field], ...rule };
  return rules;
}
