import type en from './locales/en.json';
import { defineFeature } from '../../lib/feature';

declare module '../../i18n/resources' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- merges into i18n's
  interface FeatureResources {
    calendar: typeof en;
  }
}

export const feature = defineFeature({
  namespace: 'calendar',
  locales: import.meta.glob('./locales/*.json', { import: 'default' }),
  routes: [
    {
      path: '/calendar',
      page: () => import('./pages/calendar-page').then((m) => ({ default: m.CalendarPage })),
    },
  ],
});
