import type { ResourceKey } from 'i18next';
import { i18n } from './i18n';
import { isLanguage, type Language } from './languages';

/**
 * A feature's own strings, under its own namespace (`useTranslation('students')`). They load with
 * the feature's chunk, so the login page carries none of them.
 */
export function addFeatureTranslations(
  namespace: string,
  bundles: Record<Language, ResourceKey>,
): void {
  for (const [language, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, namespace)) {
      i18n.addResourceBundle(language, namespace, bundle, true, true);
    }
  }
}

type BundleLoader = () => Promise<{ default: ResourceKey }>;

/**
 * A feature's strings with only English in its chunk (every language's fallback); another
 * language's bundle loads when that language is in use, so the chunk does not carry all five.
 * Returns the loader, which resolves once the strings of a language are in place; a change of
 * language loads its bundle (and tries again after a failed download).
 */
export function addOnDemandFeatureTranslations(
  namespace: string,
  en: ResourceKey,
  loaders: Record<Exclude<Language, 'en'>, BundleLoader>,
): (language: string | undefined) => Promise<void> {
  const loading = new Map<Language, Promise<void>>();
  if (!i18n.hasResourceBundle('en', namespace)) {
    i18n.addResourceBundle('en', namespace, en, true, true);
  }

  function load(language: string | undefined): Promise<void> {
    if (!isLanguage(language) || language === 'en') return Promise.resolve();
    // An empty bundle first: without one, i18next would ask the app's own locale loader for this
    // namespace and file the app's strings under it. Until the real bundle lands, English shows.
    if (!i18n.hasResourceBundle(language, namespace)) {
      i18n.addResourceBundle(language, namespace, {}, true, false);
    }
    let pending = loading.get(language);
    if (!pending) {
      pending = loaders[language]().then(
        (module) => {
          i18n.addResourceBundle(language, namespace, module.default, true, true);
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

  i18n.on('languageChanged', (language) => {
    load(language).catch(() => {
      // The English strings stay; the next change of language tries again.
    });
  });
  return load;
}

/**
 * useTranslation options for on-demand strings: re-render on a change of language and when a
 * bundle is added, so a language chosen while the page is open replaces the English fallback as
 * soon as it arrives. One object for every call: react-i18next subscribes anew whenever it gets
 * another. (`bindI18nStore` is a react-i18next option its types leave out.)
 */
export const onDemandTranslationOptions = { bindI18n: 'languageChanged', bindI18nStore: 'added' };
