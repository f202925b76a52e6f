import { z } from 'zod';
import { errorTexts } from '../errors/errors.contract.ts';
import { emailPattern } from '../common/common.rules.ts';
import {
  authMaxLengths as max,
  commonPasswordMessage,
  invitationTokenLength,
  passwordMaxLength,
  passwordMinLength,
} from './auth.rules.ts';
import { isCommonPassword } from './common-passwords.ts';
import { roles } from './roles.ts';

export { passwordMaxLength, passwordMinLength } from './auth.rules.ts';

export const userSchema = z
  .object({
    id: z.string().uuid(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    photo: z.string().nullable(),
    role: z.enum(roles),
    schoolId: z.string().uuid().nullable(),
    locale: z.string(),
    /** The school's time zone (IANA), which its times are shown in; null for an account of no school. */
    timeZone: z.string().nullable(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

const emailField = z
  .string({ error: 'Please enter your e-mail address.' })
  .trim()
  .min(1, 'Please enter your e-mail address.')
  .max(max.email, 'The e-mail address is too long.')
  .email({ pattern: emailPattern, message: 'Please enter a valid e-mail address.' });

export const loginBodySchema = z.object({
  email: emailField,
  password: z
    .string({ error: 'Please enter your password.' })
    .min(1, 'Please enter your password.')
    .max(passwordMaxLength, `The password has at most ${passwordMaxLength} characters.`),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const passwordSchema = z
  .string({ error: 'Please enter a password.' })
  .min(passwordMinLength, `The password needs at least ${passwordMinLength} characters.`)
  .max(passwordMaxLength, `The password has at most ${passwordMaxLength} characters.`)
  .refine((password) => !isCommonPassword(password), {
    message: commonPasswordMessage,
    params: { code: 'too_common' },
  });

export const registerBodySchema = z.object({
  name: z
    .string({ error: errorTexts.nameRequired })
    .trim()
    .min(1, errorTexts.nameRequired)
    .max(max.name, 'The name is too long.'),
  email: emailField,
  password: passwordSchema,
  schoolName: z
    .string({ error: 'Please enter the name of your school.' })
    .trim()
    .min(1, 'Please enter the name of your school.')
    .max(max.schoolName, 'The school name is too long.'),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const sessionResponseSchema = z
  .object({
    user: userSchema,
    accessToken: z.string(),
    /** Seconds until the access token expires. */
    expiresIn: z.number().int(),
  })
  .meta({ id: 'Session' });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const meResponseSchema = z.object({ user: userSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

export const okResponseSchema = z.object({ ok: z.literal(true) });

export const authConfigResponseSchema = z.object({
  registrationEnabled: z.boolean(),
  /** Demo accounts are listed only when the server runs with demo data. */
  demoAccounts: z.array(z.object({ role: z.enum(roles), email: z.string(), password: z.string() })),
  /** The platform's public site and FAQ (HOME_URL, FAQ_URL); the console hides an entry without one. */
  links: z.object({ home: z.string().nullable(), faq: z.string().nullable() }),
});
export type AuthConfigResponse = z.infer<typeof authConfigResponseSchema>;

export const acceptInvitationBodySchema = z.object({
  token: z
    .string({ error: 'The invitation link is incomplete.' })
    .min(invitationTokenLength.min, 'The invitation link is incomplete.')
    .max(invitationTokenLength.max),
  password: passwordSchema,
});
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBodySchema>;
