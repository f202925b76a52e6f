import type en from './locales/en.json';
import { defineFeature } from '../../lib/feature';

declare module '../../i18n/resources' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- merges into i18n's
  interface FeatureResources {
    notifications: typeof en;
  }
}

export const feature = defineFeature({
  namespace: 'notifications',
  locales: import.meta.glob('./locales/*.json', { import: 'default' }),
  // The top bar's bell and the live toasts.
  inShell: true,
  routes: [
    {
      path: '/notifications',
      page: () =>
        import('./pages/notifications-page').then((m) => ({ default: m.NotificationsPage })),
    },
  ],
});
