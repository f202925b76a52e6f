import type { ResourceKey } from 'i18next';
import { i18n } from './i18n';
import type { Language } from './languages';

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
