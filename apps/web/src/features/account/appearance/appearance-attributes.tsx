import { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n as i18next } from '../../../i18n/i18n';
import { applyAppearance, clearAppearance } from './apply-appearance';
import { forgetSaves } from './appearance-save';
import { forgetAppearance, useAppearance } from './appearance-store';

/**
 * Puts the appearance in effect on <html> (appearance.css, loaded with the console's shell,
 * restyles the shell by it) from the first frame: the settings kept from the last visit, then the
 * account's as AppearanceSync loads them, then each change as it is made. Mounted while signed in;
 * signing out forgets the settings on this device.
 */
export function AppearanceAttributes() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const appearance = useAppearance();

  useLayoutEffect(() => applyAppearance(appearance, language), [appearance, language]);

  // On sign-out only. (The `i18n` that useTranslation gives is a new object at each change of
  // language: an effect that depended on it would forget the settings whenever the language
  // changed.)
  useEffect(
    () => () => {
      forgetSaves();
      forgetAppearance();
      clearAppearance(i18next.language);
    },
    [],
  );

  return null;
}
