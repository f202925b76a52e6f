import { z } from 'zod';
import { emailPattern, phonePattern } from '../common/common.rules.ts';
import {
  isTimeZone,
  languages,
  mediaPathMaxLength,
  mediaPathPattern,
  schoolMaxLengths as max,
  schoolNumberBounds as bounds,
  websitePattern,
} from './school.rules.ts';

export { languages, type Language } from './school.rules.ts';
export { phonePattern } from '../common/common.rules.ts';

/** Uploaded images live under /media; anything else is not an image of ours. */
export const mediaPathSchema = z
  .string()
  .regex(mediaPathPattern, 'Please upload the image first.')
  .max(mediaPathMaxLength);

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} has at most ${max} characters.`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .default(null);

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
    /** Chat policy (spec §7): chat for the whole school, for its students, students together. */
    chatEnabled: z.boolean(),
    chatForStudents: z.boolean(),
    chatStudentsWithEachOther: z.boolean(),
    updatedAt: z.string(),
  })
  .meta({ id: 'SchoolProfile' });
export type SchoolProfile = z.infer<typeof schoolProfileSchema>;

export const updateSchoolBodySchema = z.object({
  name: z
    .string({ error: 'Please enter the school’s name.' })
    .trim()
    .min(1, 'Please enter the school’s name.')
    .max(max.name, `The name has at most ${max.name} characters.`),
  logo: mediaPathSchema.nullable().default(null),
  description: optionalText(max.description, 'The description'),
  street: optionalText(max.street, 'The street'),
  city: optionalText(max.city, 'The city'),
  postalCode: optionalText(max.postalCode, 'The postal code'),
  country: optionalText(max.country, 'The country'),
  phone: optionalText(max.phone, 'The phone number').refine(
    (v) => v === null || phonePattern.test(v),
    { message: 'Please enter a valid phone number.', params: { code: 'invalid_format' } },
  ),
  email: optionalText(max.email, 'The e-mail address').refine(
    (v) => v === null || emailPattern.test(v),
    { message: 'Please enter a valid e-mail address.', params: { code: 'invalid_format' } },
  ),
  website: optionalText(max.website, 'The website').refine(
    (v) => v === null || websitePattern.test(v),
    {
      message: 'Please enter a web address starting with http:// or https://.',
      params: { code: 'invalid_format' },
    },
  ),
  timezone: z.string().refine(isTimeZone, 'Please choose a time zone from the list.'),
  defaultLanguage: z.enum(languages, { error: 'Please choose a language.' }),
  cancellationNoticeHours: z
    .number({ error: 'Please enter a number of hours.' })
    .int('Please enter whole hours.')
    .min(bounds.cancellationNoticeHours.min, 'The notice cannot be negative.')
    .max(
      bounds.cancellationNoticeHours.max,
      `The notice is at most ${bounds.cancellationNoticeHours.max} hours (${bounds.cancellationNoticeHours.max / 24} days).`,
    ),
  lowBalanceThreshold: z
    .number({ error: 'Please enter a number of credits.' })
    .int('Please enter whole credits.')
    .min(bounds.lowBalanceThreshold.min, 'The threshold cannot be negative.')
    .max(
      bounds.lowBalanceThreshold.max,
      `The threshold is at most ${bounds.lowBalanceThreshold.max.toLocaleString('en')} credits.`,
    ),
  supportEmail: optionalText(max.supportEmail, 'The support e-mail').refine(
    (v) => v === null || emailPattern.test(v),
    { message: 'Please enter a valid e-mail address.', params: { code: 'invalid_format' } },
  ),
  /** Left out: unchanged (a client that does not know the chat policy keeps it). */
  chatEnabled: z.boolean({ error: 'Please choose whether the school uses chat.' }).optional(),
  chatForStudents: z.boolean({ error: 'Please choose whether students use chat.' }).optional(),
  chatStudentsWithEachOther: z
    .boolean({ error: 'Please choose whether students may chat with each other.' })
    .optional(),
});
export type UpdateSchoolBody = z.input<typeof updateSchoolBodySchema>;
