export const languages = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'Deutsch' },
  { code: 'fr', name: 'Français' },
  { code: 'pt', name: 'Português' },
  { code: 'ar', name: 'العربية' },
] as const;

export type Language = (typeof languages)[number]['code'];
export type Direction = 'ltr' | 'rtl';

export const defaultLanguage: Language = 'en';
/** Also read by public/boot.js before the first paint. */
export const languageStorageKey = 'language';

export function isLanguage(value: unknown): value is Language {
  return languages.some((language) => language.code === value);
}

export function directionOf(language: string): Direction {
  return language === 'ar' ? 'rtl' : 'ltr';
}
