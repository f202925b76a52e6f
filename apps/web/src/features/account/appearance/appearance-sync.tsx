import { useMantineColorScheme } from '@mantine/core';
import type { Preferences } from '@school/shared/account/account.contract';
import { useEffect, useRef } from 'react';
import { usePreferences, useSavePreferences } from '../api/preferences';
import {
  appearanceDefaults,
  clearThemeSwitch,
  colorSchemeOf,
  pendingThemeSwitch,
  setAppearanceDraft,
  setSavedAppearance,
  useAppearanceState,
} from './appearance-store';

function isUntouched(preferences: Preferences): boolean {
  return (Object.keys(appearanceDefaults) as (keyof Preferences)[]).every(
    (key) => preferences[key] === appearanceDefaults[key],
  );
}

/**
 * Loads the signed-in user's appearance settings (server side, so they follow the user to any
 * device) into the appearance store, which AppearanceAttributes puts in effect, and keeps the
 * colour scheme and the settings in step. Mounted while signed in, once the first screen is up.
 */
export function AppearanceSync() {
  const preferences = usePreferences();
  const { mutate: persist } = useSavePreferences();
  const { saved, draft } = useAppearanceState();
  const { colorScheme, setColorScheme } = useMantineColorScheme();

  useEffect(() => {
    if (preferences.data) setSavedAppearance(preferences.data);
  }, [preferences.data]);

  // Settings never changed leave the scheme to the device (the top-bar switch, the system).
  const chosen = draft ?? (saved && !isUntouched(saved) ? saved : null);
  const wanted = chosen ? colorSchemeOf(chosen.theme) : null;
  const previous = useRef(colorScheme);
  useEffect(() => {
    const before = previous.current;
    previous.current = colorScheme;
    const adopt = (theme: Preferences['theme']) => {
      if (draft) {
        if (draft.theme !== theme) setAppearanceDraft({ ...draft, theme });
      } else if (saved && saved.theme !== theme) {
        const next = { ...saved, theme };
        setSavedAppearance(next);
        persist(next);
      }
    };
    // The top-bar switch: the user's theme now. A click made before the settings arrived is
    // saved when they do, and meanwhile the saved theme does not undo it.
    const switched = pendingThemeSwitch();
    if (switched) {
      if (draft ?? saved) {
        clearThemeSwitch();
        adopt(switched);
      }
      return;
    }
    if (before !== colorScheme && (wanted === null || before === wanted)) {
      // Another tab changed the scheme: that is the user's theme now.
      adopt(colorScheme === 'dark' ? 'dark' : 'light');
      return;
    }
    if (wanted && colorScheme !== wanted) setColorScheme(wanted);
  }, [colorScheme, wanted, draft, saved, persist, setColorScheme]);

  return null;
}
