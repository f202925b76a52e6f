/**
 * Tutor profiles, availability and search: limits, enums and patterns the zod contract and the
 * web forms share. Zod-free.
 */

/** The levels a tutor teaches a subject at. */
export const tutorLevels = ['primary', 'secondary', 'exam_prep', 'university'] as const;
export type TutorLevel = (typeof tutorLevels)[number];

export const tutorStatuses = ['active', 'suspended'] as const;
export type TutorStatus = (typeof tutorStatuses)[number];

/** Search orders; `relevance` is the default when `q` is given, `rating` otherwise. */
export const tutorSortKeys = ['relevance', 'rating', 'price_asc', 'price_desc', 'newest'] as const;
export type TutorSortKey = (typeof tutorSortKeys)[number];

/** Bookable slot lengths in minutes. */
export const slotLengths = [30, 60] as const;
export type SlotLength = (typeof slotLengths)[number];

/** ISO weekdays as luxon counts them: 1 = Monday … 7 = Sunday, in the tutor's own time zone. */
export const isoWeekdays = [1, 2, 3, 4, 5, 6, 7] as const;
export type IsoWeekday = (typeof isoWeekdays)[number];

/** Dated exceptions: a whole day off, or an extra window on that day. */
export const exceptionKinds = ['off', 'extra'] as const;
export type ExceptionKind = (typeof exceptionKinds)[number];

export const tutorMaxLengths = {
  displayName: 100,
  headline: 120,
  bio: 4000,
  videoUrl: 300,
  meetingLink: 300,
  suspendReason: 500,
  reviewText: 2000,
} as const;

export const tutorLimits = {
  hourlyRateMin: 1,
  hourlyRateMax: 10_000,
  languagesMax: 10,
  subjectsMax: 20,
  weeklyWindowsMax: 50,
  exceptionsMax: 200,
  ratingMin: 1,
  ratingMax: 5,
  /** Days ahead the open windows are kept for (search and slots look no further). */
  horizonDays: 60,
  /** The longest `from`–`to` span one slots request may ask for. */
  slotsRangeDaysMax: 31,
  /** Days of slots the public profile carries. */
  profileSlotDays: 14,
  /** Reviews the public profile carries; the rest are paged. */
  profileReviews: 5,
} as const;

/**
 * The Bayesian average ranks by rating: `(C·m + Σ ratings) / (C + n)`. A tutor with few reviews
 * is pulled towards the prior mean `m` as if they had `C` reviews of `m` already, so a 5.0 from
 * one review (4.09) stays below a 4.8 from 200 (4.76).
 */
export const ratingPrior = { mean: 4, weight: 10 } as const;

export const bayesianRating = (sum: number, count: number): number =>
  (ratingPrior.weight * ratingPrior.mean + sum) / (ratingPrior.weight + count);

/** ISO 639-1 (or -3) language codes, lower case: `en`, `pt`, `yue`. */
export const languageCodePattern = /^[a-z]{2,3}$/;

/** A time of day `HH:MM` on the half hour; `24:00` ends a window at midnight. */
export const timeOfDayPattern = /^(?:(?:[01]\d|2[0-3]):(?:00|30)|24:00)$/;
/** A time filter in search may name any minute. */
export const anyTimeOfDayPattern = /^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/;

/** Minutes since midnight of an `HH:MM` time. */
export function minutesOfDay(time: string): number {
  const [h = '0', m = '0'] = time.split(':');
  return Number(h) * 60 + Number(m);
}

/** `HH:MM` of minutes since midnight (1440 is `24:00`). */
export function timeOfMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

export const videoLinkMessage =
  'Please paste a YouTube link (youtu.be/…, youtube.com/watch?v=…, /embed/… or /v/…).';
