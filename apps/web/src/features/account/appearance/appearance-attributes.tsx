import { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
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

  useEffect(
    () => () => {
      forgetSaves();
      forgetAppearance();
      clearAppearance(i18n.language);
    },
    [i18n],
  );

  return null;
}
