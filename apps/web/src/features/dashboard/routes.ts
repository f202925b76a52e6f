import type en from './locales/en.json';
import { defineFeature } from '../../lib/feature';
import { prefetchDashboard } from './api/get-dashboard';

declare module '../../i18n/resources' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- merges into i18n's
  interface FeatureResources {
    dashboard: typeof en;
  }
}

export const feature = defineFeature({
  namespace: 'dashboard',
  locales: import.meta.glob('./locales/*.json', { import: 'default' }),
  routes: [
    {
      path: '/',
      page: () => import('./pages/dashboard-page').then((m) => ({ default: m.DashboardPage })),
      preloadData: (queryClient, url) => prefetchDashboard(queryClient, url.searchParams),
    },
  ],
});
