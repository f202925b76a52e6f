/** The longest first or last name of one's own profile (after trimming). */
export const profileNameMaxLength = 100;

/** The customizer settings of spec §3/§4: the options of each choice. */
export const preferenceOptions = {
  theme: ['light', 'dark', 'semi-dark', 'system'],
  layout: ['vertical', 'horizontal', 'full'],
  navbarType: ['static', 'sticky', 'floating', 'hidden'],
  footerType: ['static', 'sticky', 'hidden'],
  navbarColor: ['default', 'primary', 'success', 'danger', 'info', 'warning', 'dark'],
  direction: ['ltr', 'rtl'],
} as const;
type Options = typeof preferenceOptions;

export type PreferenceValues = { [K in keyof Options]: Options[K][number] } & {
  sidebarCollapsed: boolean;
  hideScrollToTop: boolean;
};

/** What a user who never chose sees: the scheme of their operating system. */
export const defaultPreferenceValues: PreferenceValues = {
  theme: 'system',
  layout: 'vertical',
  sidebarCollapsed: false,
  navbarType: 'floating',
  footerType: 'static',
  navbarColor: 'default',
  direction: 'ltr',
  hideScrollToTop: false,
};

/** The semi-dark theme has no horizontal variant. */
export const preferencesCompatible = (p: Pick<PreferenceValues, 'theme' | 'layout'>): boolean =>
  !(p.theme === 'semi-dark' && p.layout === 'horizontal');
