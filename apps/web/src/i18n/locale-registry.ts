import type { ResourceKey } from 'i18next';
import { isLanguage, type Language } from './languages';

/** One language's bundle of a namespace, loaded when that language is first needed. */
export type LocaleLoader = () => Promise<ResourceKey>;

/**
 * Where each namespace's bundles come from, by language. A feature adds its own (lib/feature.ts,
 * from the feature's routes.ts); i18next's backend (i18n.ts) reads from here, so a namespace's
 * strings load the first time it is used, in the current language and English (the fallback),
 * and again in each language chosen later. Registering loads nothing.
 */
const registry = new Map<string, Partial<Record<Language, LocaleLoader>>>();

/** `loaders` as `import.meta.glob('./locales/*.json', { import: 'default' })` gives them. */
export function registerLocales(namespace: string, loaders: Record<string, LocaleLoader>): void {
  const byLanguage: Partial<Record<Language, LocaleLoader>> = {};
  for (const [file, load] of Object.entries(loaders)) {
    const language = /([\w-]+)\.json$/.exec(file)?.[1];
    if (isLanguage(language)) byLanguage[language] = load;
  }
  registry.set(namespace, byLanguage);
}

export function localeLoader(namespace: string, language: string): LocaleLoader | undefined {
  return isLanguage(language) ? registry.get(namespace)?.[language] : undefined;
}
