import type en from './locales/en.json';
import { defineFeature } from '../../lib/feature';

declare module '../../i18n/resources' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- merges into i18n's
  interface FeatureResources {
    schools: typeof en;
  }
}

export const feature = defineFeature({
  namespace: 'schools',
  locales: import.meta.glob('./locales/*.json', { import: 'default' }),
  // The platform admin's school switcher lives in the top bar.
  inShell: true,
  routes: [],
});
