import { z } from 'zod';
import { toYouTubeEmbed } from '../classes/video.ts';
import { boundedDateTime, boundedDay } from '../common/dates.contract.ts';
import { listQuerySchema, listResponseSchema } from '../common/list.contract.ts';
import { mediaPathMaxLength, mediaPathPattern, isTimeZone } from '../school/school.rules.ts';
import {
  anyTimeOfDayPattern,
  exceptionKinds,
  isoWeekdays,
  languageCodePattern,
  minutesOfDay,
  slotLengths,
  timeOfDayPattern,
  tutorLevels,
  tutorLimits as limits,
  tutorMaxLengths as max,
  tutorSortKeys,
  tutorStatuses,
  videoLinkMessage,
} from './tutors.rules.ts';

export {
  exceptionKinds,
  ratingPrior,
  slotLengths,
  tutorLevels,
  tutorSortKeys,
  tutorStatuses,
  type ExceptionKind,
  type SlotLength,
  type TutorLevel,
  type TutorSortKey,
  type TutorStatus,
} from './tutors.rules.ts';

const invalid = (message: string) => ({ message, params: { code: 'invalid_format' } });
const idOf = (what: string) => z.string().uuid(`The ${what} id is not valid.`);

const time = z.string().regex(timeOfDayPattern, 'Please give a time as HH:MM on the half hour.');
const queryTime = (what: string) =>
  z.string().regex(anyTimeOfDayPattern, `Please give the ${what} time as HH:MM.`);

/** A subject the tutor teaches and the levels they teach it at. */
export const tutorSubjectSchema = z
  .object({
    id: z.string().uuid(),
    key: z.string(),
    name: z.string(),
    levels: z.array(z.enum(tutorLevels)),
  })
  .meta({ id: 'TutorSubject' });
export type TutorSubject = z.infer<typeof tutorSubjectSchema>;

// ---- search ---------------------------------------------------------------------------------

const rate = (field: string) =>
  z.coerce
    .number({ error: `The ${field} rate must be a number.` })
    .int(`The ${field} rate must be a whole number of credits.`)
    .min(0, `The ${field} rate cannot be negative.`)
    .max(limits.hourlyRateMax, `The ${field} rate is at most ${limits.hourlyRateMax}.`);

export const tutorSearchQuerySchema = listQuerySchema
  .extend({
    /** Defaults to `relevance` when `q` is set, `rating` otherwise. */
    sort: z
      .enum(tutorSortKeys, { error: `Sort by one of: ${tutorSortKeys.join(', ')}.` })
      .optional(),
    subjectId: idOf('subject').optional(),
    level: z
      .enum(tutorLevels, { error: `The level is one of: ${tutorLevels.join(', ')}.` })
      .optional(),
    minRate: rate('lowest').optional(),
    maxRate: rate('highest').optional(),
    language: z
      .string()
      .trim()
      .toLowerCase()
      .regex(languageCodePattern, 'Please give a language code such as en or fr.')
      .optional(),
    minRating: z.coerce
      .number({ error: 'The rating must be a number.' })
      .min(limits.ratingMin, `The rating is at least ${limits.ratingMin}.`)
      .max(limits.ratingMax, `The rating is at most ${limits.ratingMax}.`)
      .optional(),
    /** A day in the school's time zone; with `fromTime`/`toTime` a window on that day. */
    availableOn: boundedDay('Please give the day as YYYY-MM-DD.').optional(),
    fromTime: queryTime('start').optional(),
    toTime: queryTime('end').optional(),
  })
  .refine((q) => q.minRate === undefined || q.maxRate === undefined || q.minRate <= q.maxRate, {
    message: 'The highest rate must not be below the lowest.',
    path: ['maxRate'],
    params: { code: 'too_small' },
  })
  .refine((q) => (q.fromTime === undefined && q.toTime === undefined) || q.availableOn, {
    message: 'Please choose the day of the time window.',
    path: ['availableOn'],
    params: { code: 'required' },
  })
  .refine(
    (q) =>
      q.fromTime === undefined ||
      q.toTime === undefined ||
      minutesOfDay(q.fromTime) < minutesOfDay(q.toTime),
    {
      message: 'The window must end after it starts.',
      path: ['toTime'],
      params: { code: 'too_small' },
    },
  );
export type TutorSearchQuery = z.infer<typeof tutorSearchQuerySchema>;
/** What the web hands the fetcher (all strings and numbers optional). */
export type TutorSearchParams = z.input<typeof tutorSearchQuerySchema>;

export const tutorSearchItemSchema = z
  .object({
    id: z.string().uuid(),
    displayName: z.string(),
    headline: z.string(),
    /** A `/media/…` path or null. */
    photo: z.string().nullable(),
    subjects: z.array(tutorSubjectSchema),
    /** ISO 639 codes. */
    languages: z.array(z.string()),
    hourlyRateCredits: z.number().int(),
    /** Null before the first review. */
    ratingAverage: z.number().nullable(),
    ratingCount: z.number().int(),
    /** Start of the first free 30-minute slot (ISO, UTC), or null within the horizon. */
    nextFreeSlot: z.string().nullable(),
  })
  .meta({ id: 'TutorSearchItem' });
export type TutorSearchItem = z.infer<typeof tutorSearchItemSchema>;

export const tutorSearchResponseSchema = listResponseSchema(tutorSearchItemSchema).extend({
  /** The viewer's (school's) IANA zone: `availableOn`/`fromTime`/`toTime` were read in it. */
  timeZone: z.string(),
});
export type TutorSearchResponse = z.infer<typeof tutorSearchResponseSchema>;

// ---- public profile, reviews, slots --------------------------------------------------------

export const tutorIdParamsSchema = z.object({ id: idOf('tutor') });

export const tutorReviewSchema = z
  .object({
    id: z.string().uuid(),
    rating: z.number().int().min(1).max(5),
    text: z.string().nullable(),
    /** The reviewer's name when they belong to the viewer's school; null otherwise. */
    authorName: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'TutorReview' });
export type TutorReview = z.infer<typeof tutorReviewSchema>;

export const tutorReviewListQuerySchema = listQuerySchema.pick({ page: true, pageSize: true });
export const tutorReviewListResponseSchema = listResponseSchema(tutorReviewSchema);
export type TutorReviewList = z.infer<typeof tutorReviewListResponseSchema>;

export const slotSchema = z
  .object({ startsAt: z.string(), endsAt: z.string() })
  .meta({ id: 'TutorSlot' });
export type Slot = z.infer<typeof slotSchema>;

export const tutorSlotsQuerySchema = z
  .object({
    /** ISO instants; default now and now + 14 days; at most 31 days apart. */
    from: boundedDateTime('Please give the start as an ISO date and time.').optional(),
    to: boundedDateTime('Please give the end as an ISO date and time.').optional(),
    length: z.coerce
      .number({ error: 'The slot length is 30 or 60.' })
      .refine((v): v is 30 | 60 => (slotLengths as readonly number[]).includes(v), {
        message: 'The slot length is 30 or 60.',
        params: { code: 'invalid_value' },
      })
      .default(60),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) < Date.parse(q.to), {
    message: 'The end must come after the start.',
    path: ['to'],
    params: { code: 'too_small' },
  })
  .refine(
    (q) =>
      !q.from ||
      !q.to ||
      Date.parse(q.to) - Date.parse(q.from) <= limits.slotsRangeDaysMax * 86_400_000,
    {
      message: `Ask for at most ${limits.slotsRangeDaysMax} days of slots at once.`,
      path: ['to'],
      params: { code: 'too_big' },
    },
  );
export type TutorSlotsQuery = z.input<typeof tutorSlotsQuerySchema>;

export const tutorSlotsResponseSchema = z.object({
  /** The viewer's (school's) IANA zone, to show the slots in and name. */
  timeZone: z.string(),
  length: z.number().int(),
  items: z.array(slotSchema),
});
export type TutorSlots = z.infer<typeof tutorSlotsResponseSchema>;

export const tutorProfileSchema = tutorSearchItemSchema
  .extend({
    bio: z.string(),
    /** The tutor's own IANA zone. */
    tutorTimeZone: z.string(),
    /** The viewer's (school's) zone the slots are shown in. */
    timeZone: z.string(),
    videoEmbedUrl: z.string().nullable(),
    reviews: z.array(tutorReviewSchema),
    /** Free 60-minute slots of the next 14 days. */
    slots: z.array(slotSchema),
    createdAt: z.string(),
  })
  .meta({ id: 'TutorProfile' });
export type TutorProfile = z.infer<typeof tutorProfileSchema>;

// ---- the tutor's own profile and availability ---------------------------------------------

export const weeklyWindowSchema = z
  .object({
    weekday: z
      .number({ error: 'The weekday is 1 (Monday) to 7 (Sunday).' })
      .int('The weekday is 1 (Monday) to 7 (Sunday).')
      .min(isoWeekdays[0], 'The weekday is 1 (Monday) to 7 (Sunday).')
      .max(isoWeekdays[6], 'The weekday is 1 (Monday) to 7 (Sunday).'),
    start: time,
    end: time,
  })
  .refine((w) => minutesOfDay(w.start) < minutesOfDay(w.end), {
    message: 'A window must end after it starts.',
    path: ['end'],
    params: { code: 'too_small' },
  });
export type WeeklyWindow = z.infer<typeof weeklyWindowSchema>;

export const availabilityExceptionSchema = z
  .object({
    date: boundedDay('Please give the day as YYYY-MM-DD.'),
    kind: z.enum(exceptionKinds, { error: 'An exception is a day off or an extra window.' }),
    /** Only for `extra`. */
    start: time.optional(),
    end: time.optional(),
  })
  .refine((e) => e.kind === 'off' || (e.start !== undefined && e.end !== undefined), {
    message: 'An extra window needs a start and an end.',
    path: ['start'],
    params: { code: 'required' },
  })
  .refine(
    (e) => e.kind === 'off' || !e.start || !e.end || minutesOfDay(e.start) < minutesOfDay(e.end),
    { message: 'A window must end after it starts.', path: ['end'], params: { code: 'too_small' } },
  );
export type AvailabilityException = z.infer<typeof availabilityExceptionSchema>;

export const availabilitySchema = z
  .object({
    weekly: z
      .array(weeklyWindowSchema)
      .max(limits.weeklyWindowsMax, `At most ${limits.weeklyWindowsMax} weekly windows.`),
    exceptions: z
      .array(availabilityExceptionSchema)
      .max(limits.exceptionsMax, `At most ${limits.exceptionsMax} exceptions.`)
      .default([]),
  })
  .meta({ id: 'TutorAvailability' });
export type Availability = z.output<typeof availabilitySchema>;
export type AvailabilityBody = z.input<typeof availabilitySchema>;

const videoUrl = z
  .string()
  .trim()
  .max(max.videoUrl, `The video link has at most ${max.videoUrl} characters.`)
  .refine((v) => v === '' || toYouTubeEmbed(v) !== null, invalid(videoLinkMessage))
  .transform((v) => (v === '' ? null : v))
  .nullish()
  .transform((v) => v ?? null);

/** Where booked sessions take place: the tutor's own video room, given to those who book. */
const meetingLink = z
  .string()
  .trim()
  .max(max.meetingLink, `The meeting link has at most ${max.meetingLink} characters.`)
  .refine(
    (v) => v === '' || /^https:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i.test(v),
    invalid('Please give the meeting room’s https:// link.'),
  )
  .transform((v) => (v === '' ? null : v))
  .nullish()
  .transform((v) => v ?? null);

export const updateMyTutorProfileBodySchema = z.object({
  displayName: z
    .string({ error: 'Please enter the name schools see.' })
    .trim()
    .min(1, 'Please enter the name schools see.')
    .max(max.displayName, `The name has at most ${max.displayName} characters.`),
  headline: z
    .string()
    .trim()
    .max(max.headline, `The headline has at most ${max.headline} characters.`)
    .default(''),
  bio: z.string().trim().max(max.bio, `The bio has at most ${max.bio} characters.`).default(''),
  hourlyRateCredits: z
    .number({ error: 'Please enter the hourly rate in credits.' })
    .int('The hourly rate is a whole number of credits.')
    .min(limits.hourlyRateMin, `The hourly rate is at least ${limits.hourlyRateMin}.`)
    .max(limits.hourlyRateMax, `The hourly rate is at most ${limits.hourlyRateMax}.`),
  languages: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(languageCodePattern, 'Please give language codes such as en or fr.'),
    )
    .min(1, 'Please name at least one language.')
    .max(limits.languagesMax, `At most ${limits.languagesMax} languages.`),
  subjects: z
    .array(
      z.object({
        subjectId: idOf('subject'),
        level: z.enum(tutorLevels, { error: `The level is one of: ${tutorLevels.join(', ')}.` }),
      }),
    )
    .max(limits.subjectsMax, `At most ${limits.subjectsMax} subject levels.`),
  videoUrl,
  meetingLink,
  /** A `/media/…` path from `POST /api/uploads`, or null for none. */
  photo: z
    .string()
    .regex(mediaPathPattern, 'Please upload the photo first.')
    .max(mediaPathMaxLength)
    .nullable()
    .default(null),
  timeZone: z
    .string({ error: 'Please choose a time zone.' })
    .refine(isTimeZone, 'Please choose a time zone from the list.'),
});
export type UpdateMyTutorProfileBody = z.input<typeof updateMyTutorProfileBodySchema>;

export const myTutorProfileSchema = z
  .object({
    id: z.string().uuid(),
    /** False until the tutor first saves the profile; the other fields are then suggestions. */
    exists: z.boolean(),
    status: z.enum(tutorStatuses),
    suspendedReason: z.string().nullable(),
    displayName: z.string(),
    headline: z.string(),
    bio: z.string(),
    hourlyRateCredits: z.number().int().nullable(),
    languages: z.array(z.string()),
    subjects: z.array(tutorSubjectSchema),
    videoUrl: z.string().nullable(),
    videoEmbedUrl: z.string().nullable(),
    /** Copied into each new booking; only those booked see it. */
    meetingLink: z.string().nullable(),
    photo: z.string().nullable(),
    timeZone: z.string(),
    availability: availabilitySchema,
    ratingAverage: z.number().nullable(),
    ratingCount: z.number().int(),
  })
  .meta({ id: 'MyTutorProfile' });
export type MyTutorProfile = z.infer<typeof myTutorProfileSchema>;

// ---- suspension ------------------------------------------------------------------------------

export const suspendTutorBodySchema = z.object({
  reason: z
    .string({ error: 'Please give the reason.' })
    .trim()
    .min(1, 'Please give the reason.')
    .max(max.suspendReason, `The reason has at most ${max.suspendReason} characters.`),
});
export type SuspendTutorBody = z.infer<typeof suspendTutorBodySchema>;
export const suspendTutorResponseSchema = z.object({
  id: z.string().uuid(),
  status: z.enum(tutorStatuses),
});
