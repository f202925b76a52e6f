import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import {
  defaultLanguage,
  directionOf,
  isLanguage,
  languageStorageKey,
  type Language,
} from './languages';
import { localeLoader, registerLocales } from './locale-registry';

// The app's own strings: English ships with the entry (every language's fallback); the other
// languages load when chosen. Features register theirs from their routes.ts (lib/feature.ts).
registerLocales(
  'translation',
  import.meta.glob<ResourceKey>(['./locales/*.json', '!./locales/en.json'], { import: 'default' }),
);

const registeredLocales: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = localeLoader(namespace, language);
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (bundle) => callback(null, bundle),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(languageStorageKey);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

function browserLanguage(): Language | null {
  const code = navigator.language.slice(0, 2);
  return isLanguage(code) ? code : null;
}

function applyToDocument(language: string): void {
  const root = document.documentElement;
  root.lang = language;
  // Mantine's DirectionProvider observes this attribute and flips the layout with it.
  root.dir = directionOf(language);
}

/** A language the user picked: remembered for the next visit (read back by public/boot.js too). */
export async function chooseLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(languageStorageKey, language);
  } catch {
    // The choice then lasts for this visit only.
  }
  await i18n.changeLanguage(language);
}

export async function initI18n(): Promise<void> {
  i18n.on('languageChanged', applyToDocument);
  await i18n
    .use(registeredLocales)
    .use(initReactI18next)
    .init({
      lng: storedLanguage() ?? browserLanguage() ?? defaultLanguage,
      fallbackLng: defaultLanguage,
      supportedLngs: ['en', 'de', 'fr', 'pt', 'ar'],
      resources: { en: { translation: en } },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      showSupportNotice: false,
    });
  applyToDocument(i18n.resolvedLanguage ?? defaultLanguage);
}

export { i18n };
