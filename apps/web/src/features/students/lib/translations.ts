import { useTranslation } from 'react-i18next';
import {
  addOnDemandFeatureTranslations,
  onDemandTranslationOptions,
} from '../../../i18n/feature-translations';
import { i18n } from '../../../i18n/i18n';
import en from '../locales/en.json';

export const studentsNs = 'students';

/** Resolves once the roster's strings in a language are in place (English comes with the page). */
export const loadStudentsTranslations = addOnDemandFeatureTranslations(studentsNs, en, {
  de: () => import('../locales/de.json'),
  fr: () => import('../locales/fr.json'),
  pt: () => import('../locales/pt.json'),
  ar: () => import('../locales/ar.json'),
});

/** The language in use: the page waits for its strings before it first shows. */
export function currentLanguage(): string | undefined {
  return i18n.resolvedLanguage ?? i18n.language;
}

/** The roster's `t`. */
export function useStudentsTranslation() {
  return useTranslation(studentsNs, onDemandTranslationOptions);
}
