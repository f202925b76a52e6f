import { z } from 'zod';
import { passwordSchema } from '../auth/auth.contract.ts';
import { languages, mediaPathSchema } from '../school/school.contract.ts';
import {
  defaultPreferenceValues as defaults,
  preferenceOptions as options,
  preferencesCompatible,
  profileNameMaxLength,
} from './account.rules.ts';

const name = (label: string) =>
  z
    .string({ error: `Please enter your ${label}.` })
    .trim()
    .min(1, `Please enter your ${label}.`)
    .max(profileNameMaxLength, `The ${label} has at most ${profileNameMaxLength} characters.`);

export const updateProfileBodySchema = z.object({
  firstName: name('first name'),
  lastName: name('last name'),
  photo: mediaPathSchema.nullable(),
  locale: z.enum(languages, { error: 'Please choose a language.' }).optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

export const changePasswordBodySchema = z.object({
  currentPassword: z
    .string({ error: 'Please enter your current password.' })
    .min(1, 'Please enter your current password.'),
  newPassword: passwordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** The customizer settings of spec §3/§4, kept per user on the server. */
export const preferencesSchema = z
  .object({
    theme: z.enum(options.theme).default(defaults.theme),
    layout: z.enum(options.layout).default(defaults.layout),
    sidebarCollapsed: z.boolean().default(defaults.sidebarCollapsed),
    navbarType: z.enum(options.navbarType).default(defaults.navbarType),
    footerType: z.enum(options.footerType).default(defaults.footerType),
    navbarColor: z.enum(options.navbarColor).default(defaults.navbarColor),
    direction: z.enum(options.direction).default(defaults.direction),
    hideScrollToTop: z.boolean().default(defaults.hideScrollToTop),
  })
  .refine(preferencesCompatible, {
    message: 'The semi-dark theme is not available with the horizontal layout.',
    path: ['theme'],
  })
  .meta({ id: 'Preferences' });
export type Preferences = z.infer<typeof preferencesSchema>;
export const defaultPreferences: Preferences = preferencesSchema.parse({});
