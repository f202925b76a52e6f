import type en from './locales/en.json';
import { defineFeature } from '../../lib/feature';

declare module '../../i18n/resources' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- merges into i18n's
  interface FeatureResources {
    feeds: typeof en;
  }
}

export const feature = defineFeature({
  namespace: 'feeds',
  locales: import.meta.glob('./locales/*.json', { import: 'default' }),
  routes: [
    {
      path: '/feeds',
      page: () => import('./pages/feeds-page').then((m) => ({ default: m.FeedsPage })),
    },
  ],
});
