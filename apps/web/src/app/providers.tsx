import { DirectionProvider, localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { i18n } from '../i18n/i18n';
import { directionOf } from '../i18n/languages';
import { queryClient } from './query-client';
import { cssVariablesResolver, theme } from './theme';

const colorSchemeManager = localStorageColorSchemeManager();

export function Providers({ children }: { children: ReactNode }) {
  return (
    <DirectionProvider initialDirection={directionOf(i18n.language)}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme="auto"
        // theme.css holds these, written from the theme once instead of built on every start.
        withCssVariables={false}
        withGlobalClasses={false}
      >
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
