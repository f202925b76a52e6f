import type {
  Language,
  SchoolProfile,
  UpdateSchoolBody,
  languages as contractLanguages,
} from '@school/shared/school/school.contract';
import type { TFunction } from 'i18next';

// Repeated from the contract so that the page does not load zod; `satisfies` keeps them equal.
export const schoolLanguages = [
  'en',
  'de',
  'fr',
  'pt',
  'ar',
] as const satisfies typeof contractLanguages;
const phonePattern = /^\+?[0-9 ()./-]{6,20}$/;
const websitePattern = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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
  (max: number, message: string): Rule<string> =>
  (value) =>
    value.trim().length > max ? message : null;

const pattern =
  (regex: RegExp, message: string): Rule<string> =>
  (value) =>
    value.trim() === '' || regex.test(value.trim()) ? null : message;

function wholeNumber(
  max: number,
  messages: { missing: string; whole: string; negative: string; max: string },
): Rule<number | string> {
  return (value) => {
    if (value === '' || Number.isNaN(Number(value))) return messages.missing;
    const number = Number(value);
    if (!Number.isInteger(number)) return messages.whole;
    if (number < 0) return messages.negative;
    if (number > max) return messages.max;
    return null;
  };
}

/** The server's rules and wording (school.contract), checked before sending. */
export function schoolFormRules(t: TFunction<'school'>, timeZones: ReadonlySet<string>) {
  const email = pattern(emailPattern, t('validation.emailInvalid'));
  return {
    name: first<string>(
      (value) => (value.trim() === '' ? t('validation.nameRequired') : null),
      maxLength(200, t('validation.nameMax')),
    ),
    description: maxLength(2000, t('validation.descriptionMax')),
    street: maxLength(200, t('validation.streetMax')),
    city: maxLength(100, t('validation.cityMax')),
    postalCode: maxLength(20, t('validation.postalCodeMax')),
    phone: first(
      maxLength(30, t('validation.phoneMax')),
      pattern(phonePattern, t('validation.phoneInvalid')),
    ),
    email: first(maxLength(254, t('validation.emailMax')), email),
    website: first(
      maxLength(300, t('validation.websiteMax')),
      pattern(websitePattern, t('validation.websiteInvalid')),
    ),
    timezone: (value: string | null) =>
      value && timeZones.has(value) ? null : t('validation.timezone'),
    defaultLanguage: (value: Language | null) => (value ? null : t('validation.language')),
    cancellationNoticeHours: wholeNumber(720, {
      missing: t('validation.hoursMissing'),
      whole: t('validation.hoursWhole'),
      negative: t('validation.hoursNegative'),
      max: t('validation.hoursMax'),
    }),
    lowBalanceThreshold: wholeNumber(1_000_000, {
      missing: t('validation.creditsMissing'),
      whole: t('validation.creditsWhole'),
      negative: t('validation.creditsNegative'),
      max: t('validation.creditsMax'),
    }),
    supportEmail: first(maxLength(254, t('validation.supportEmailMax')), email),
  };
}
