import type en from './locales/en.json';
import { defineFeature } from '../../lib/feature';

declare module '../../i18n/resources' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- merges into i18n's
  interface FeatureResources {
    search: typeof en;
  }
}

export const feature = defineFeature({
  namespace: 'search',
  locales: import.meta.glob('./locales/*.json', { import: 'default' }),
  // The top bar's search, its bookmark bar and every page header's star.
  inShell: true,
  routes: [],
});
