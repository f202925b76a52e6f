import type { Preferences } from '@school/shared/account/account.contract';

/** Data attributes on <html> that appearance.css reads to restyle the shell. */
const attributes = {
  theme: 'data-app-theme',
  layout: 'data-app-layout',
  navbarType: 'data-app-navbar',
  footerType: 'data-app-footer',
  navbarColor: 'data-app-navbar-color',
  sidebarCollapsed: 'data-app-sidebar-collapsed',
  hideScrollToTop: 'data-app-hide-scroll-to-top',
} as const;

/** Arabic is always written right to left; the other languages follow the chosen direction. */
export function directionFor(preferences: Preferences, language: string): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : preferences.direction;
}

export function applyAppearance(preferences: Preferences, language: string): void {
  const root = document.documentElement;
  root.setAttribute(attributes.theme, preferences.theme);
  root.setAttribute(attributes.layout, preferences.layout);
  root.setAttribute(attributes.navbarType, preferences.navbarType);
  root.setAttribute(attributes.footerType, preferences.footerType);
  root.setAttribute(attributes.navbarColor, preferences.navbarColor);
  root.toggleAttribute(attributes.sidebarCollapsed, preferences.sidebarCollapsed);
  root.toggleAttribute(attributes.hideScrollToTop, preferences.hideScrollToTop);
  // Mantine's DirectionProvider watches this attribute and flips its components with it.
  const dir = directionFor(preferences, language);
  if (root.dir !== dir) root.dir = dir;
}

/** Back to the plain shell (signed out): only the language decides the direction again. */
export function clearAppearance(language: string): void {
  const root = document.documentElement;
  for (const name of Object.values(attributes)) root.removeAttribute(name);
  root.dir = language === 'ar' ? 'rtl' : 'ltr';
}
