import type en from './locales/en.json';
import { defineFeature } from '../../lib/feature';

declare module '../../i18n/resources' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- merges into i18n's
  interface FeatureResources {
    account: typeof en;
  }
}

export const feature = defineFeature({
  namespace: 'account',
  locales: import.meta.glob('./locales/*.json', { import: 'default' }),
  routes: [
    {
      path: '/account-settings',
      page: () =>
        import('./pages/account-settings-page').then((m) => ({ default: m.AccountSettingsPage })),
    },
  ],
});
