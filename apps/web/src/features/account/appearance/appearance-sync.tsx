import { useMantineColorScheme } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { preferencesQueryKey, savePreferences, usePreferences } from '../api/preferences';
import { loadAppearance, startAppearanceSaver } from './appearance-save';
import { colorSchemeOf, useAppearanceState } from './appearance-store';

/**
 * Loads the signed-in user's appearance settings (server side, so they follow the user to any
 * device) into the appearance store, which AppearanceAttributes puts in effect, saves every
 * change made since, and sets the colour scheme the theme asks for. Mounted while signed in,
 * once the first screen is up.
 */
export function AppearanceSync() {
  const preferences = usePreferences();
  const queryClient = useQueryClient();
  const { saved } = useAppearanceState();
  const { colorScheme, setColorScheme } = useMantineColorScheme();

  useEffect(() => {
    if (preferences.data) loadAppearance(preferences.data);
  }, [preferences.data]);

  useEffect(
    () =>
      startAppearanceSaver(async (next) => {
        const stored = await savePreferences(next);
        queryClient.setQueryData(preferencesQueryKey, stored);
        return stored;
      }),
    [queryClient],
  );

  // Mantine keeps the scheme in this browser's storage too, where public/boot.js finds it for
  // the next start's first frame.
  const wanted = saved ? colorSchemeOf(saved.theme) : null;
  useEffect(() => {
    if (wanted && colorScheme !== wanted) setColorScheme(wanted);
  }, [colorScheme, wanted, setColorScheme]);

  return null;
}
