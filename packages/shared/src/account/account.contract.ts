import { z } from 'zod';
import { passwordSchema } from '../auth/auth.contract.ts';
import { languages, mediaPathSchema } from '../school/school.contract.ts';

const name = (label: string) =>
  z
    .string({ error: `Please enter your ${label}.` })
    .trim()
    .min(1, `Please enter your ${label}.`)
    .max(100, `The ${label} has at most 100 characters.`);

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
    theme: z.enum(['light', 'dark', 'semi-dark']).default('light'),
    layout: z.enum(['vertical', 'horizontal', 'full']).default('vertical'),
    sidebarCollapsed: z.boolean().default(false),
    navbarType: z.enum(['static', 'sticky', 'floating', 'hidden']).default('floating'),
    footerType: z.enum(['static', 'sticky', 'hidden']).default('static'),
    navbarColor: z
      .enum(['default', 'primary', 'success', 'danger', 'info', 'warning', 'dark'])
      .default('default'),
    direction: z.enum(['ltr', 'rtl']).default('ltr'),
    hideScrollToTop: z.boolean().default(false),
  })
  .refine((p) => !(p.theme === 'semi-dark' && p.layout === 'horizontal'), {
    message: 'The semi-dark theme is not available with the horizontal layout.',
    path: ['theme'],
  })
  .meta({ id: 'Preferences' });
export type Preferences = z.infer<typeof preferencesSchema>;
export const defaultPreferences: Preferences = preferencesSchema.parse({});
