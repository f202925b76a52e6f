import { emailMaxLength, phoneMaxLength } from '../common/common.rules.ts';

export const languages = ['en', 'de', 'fr', 'pt', 'ar'] as const;
export type Language = (typeof languages)[number];

/** Uploaded images live under /media; anything else is not an image of ours. */
export const mediaPathPattern = /^\/media\/[\w./-]+$/;
export const mediaPathMaxLength = 300;

export const websitePattern = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;

/** The longest value of each text field of the school profile (after trimming). */
export const schoolMaxLengths = {
  name: 200,
  description: 2000,
  street: 200,
  city: 100,
  postalCode: 20,
  country: 100,
  phone: phoneMaxLength,
  email: emailMaxLength,
  website: 300,
  supportEmail: emailMaxLength,
} as const;

/** Whole numbers of the profile, both ends inclusive. */
export const schoolNumberBounds = {
  /** Up to 30 days' notice. */
  cancellationNoticeHours: { min: 0, max: 720 },
  lowBalanceThreshold: { min: 0, max: 1_000_000 },
} as const;

export const isWebsite = (value: string): boolean => websitePattern.test(value.trim());

/** A time zone this runtime knows (the profile offers the browser's list). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * A school year starts on the first day of this month (9: 1 September) in the school's zone;
 * every "this school year" figure of the console counts from it.
 */
export const schoolYearStartMonth = 9;
