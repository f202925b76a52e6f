import { z } from 'zod';

export const languages = ['en', 'de', 'fr', 'pt', 'ar'] as const;
export type Language = (typeof languages)[number];

/** Uploaded images live under /media; anything else is not an image of ours. */
export const mediaPathSchema = z
  .string()
  .regex(/^\/media\/[\w./-]+$/, 'Please upload the image first.')
  .max(300);

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} has at most ${max} characters.`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .default(null);

const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

export const phonePattern = /^\+?[0-9 ()./-]{6,20}$/;

export const schoolProfileSchema = z
  .object({
    id: z.string().uuid(),
    name: z.string(),
    logo: z.string().nullable(),
    description: z.string().nullable(),
    street: z.string().nullable(),
    city: z.string().nullable(),
    postalCode: z.string().nullable(),
    country: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    website: z.string().nullable(),
    timezone: z.string(),
    defaultLanguage: z.enum(languages),
    cancellationNoticeHours: z.number().int(),
    lowBalanceThreshold: z.number().int(),
    supportEmail: z.string().nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: 'SchoolProfile' });
export type SchoolProfile = z.infer<typeof schoolProfileSchema>;

export const updateSchoolBodySchema = z.object({
  name: z
    .string({ error: 'Please enter the school’s name.' })
    .trim()
    .min(1, 'Please enter the school’s name.')
    .max(200, 'The name has at most 200 characters.'),
  logo: mediaPathSchema.nullable().default(null),
  description: optionalText(2000, 'The description'),
  street: optionalText(200, 'The street'),
  city: optionalText(100, 'The city'),
  postalCode: optionalText(20, 'The postal code'),
  country: optionalText(100, 'The country'),
  phone: optionalText(30, 'The phone number').refine(
    (v) => v === null || phonePattern.test(v),
    'Please enter a valid phone number.',
  ),
  email: optionalText(254, 'The e-mail address').refine(
    (v) => v === null || z.string().email().safeParse(v).success,
    'Please enter a valid e-mail address.',
  ),
  website: optionalText(300, 'The website').refine(
    (v) => v === null || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v),
    'Please enter a web address starting with http:// or https://.',
  ),
  timezone: z.string().refine(isTimeZone, 'Please choose a time zone from the list.'),
  defaultLanguage: z.enum(languages, { error: 'Please choose a language.' }),
  cancellationNoticeHours: z
    .number({ error: 'Please enter a number of hours.' })
    .int('Please enter whole hours.')
    .min(0, 'The notice cannot be negative.')
    .max(720, 'The notice is at most 720 hours (30 days).'),
  lowBalanceThreshold: z
    .number({ error: 'Please enter a number of credits.' })
    .int('Please enter whole credits.')
    .min(0, 'The threshold cannot be negative.')
    .max(1_000_000, 'The threshold is at most 1,000,000 credits.'),
  supportEmail: optionalText(254, 'The support e-mail').refine(
    (v) => v === null || z.string().email().safeParse(v).success,
    'Please enter a valid e-mail address.',
  ),
});
export type UpdateSchoolBody = z.input<typeof updateSchoolBodySchema>;
