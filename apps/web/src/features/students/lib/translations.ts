import type { ResourceKey } from 'i18next';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n/i18n';
import { isLanguage, type Language } from '../../../i18n/languages';
import en from '../locales/en.json';

export const studentsNs = 'students';

// English comes with the page (it is every language's fallback); another language's strings load
// when that language is in use, so the page does not carry all five.
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: ResourceKey }>> = {
  de: () => import('../locales/de.json'),
  fr: () => import('../locales/fr.json'),
  pt: () => import('../locales/pt.json'),
  ar: () => import('../locales/ar.json'),
};
const loading = new Map<Language, Promise<void>>();

if (!i18n.hasResourceBundle('en', studentsNs)) {
  i18n.addResourceBundle('en', studentsNs, en, true, true);
}

/** Resolves once the roster's strings in `language` are in place. */
export function loadStudentsTranslations(language: string | undefined): Promise<void> {
  if (!isLanguage(language) || language === 'en') return Promise.resolve();
  // An empty bundle first: without one, i18next would ask the app's own locale loader for this
  // namespace and file the app's strings under it. Until the real bundle lands, English shows.
  if (!i18n.hasResourceBundle(language, studentsNs)) {
    i18n.addResourceBundle(language, studentsNs, {}, true, false);
  }
  let pending = loading.get(language);
  if (!pending) {
    pending = loaders[language]().then(
      (module) => {
        i18n.addResourceBundle(language, studentsNs, module.default, true, true);
      },
      (error: unknown) => {
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, pending);
  }
  return pending;
}

/** The language in use: the page waits for its strings before it first shows. */
export function currentLanguage(): string | undefined {
  return i18n.resolvedLanguage ?? i18n.language;
}

i18n.on('languageChanged', (language) => {
  loadStudentsTranslations(language).catch(() => {
    // The English strings stay; the next change of language tries again.
  });
});

// Re-render on a change of language and when a bundle is added, so the strings of a language
// chosen while the page is open replace the English fallback as soon as they arrive. One object
// for every call: react-i18next subscribes anew whenever it gets another. (`bindI18nStore` is a
// react-i18next option its types leave out.)
const rerenderOn = { bindI18n: 'languageChanged', bindI18nStore: 'added' };

/** The roster's `t`. */
export function useStudentsTranslation() {
  return useTranslation(studentsNs, rerenderOn);
}
