import { lazyPage } from '../../lib/lazy-page';
import type { FeatureRoute } from '../../app/routing/feature-routes';

export const accountRoutes: FeatureRoute[] = [
  {
    path: '/account-settings',
    page: lazyPage(() =>
      import('./pages/account-settings-page').then((m) => ({ default: m.AccountSettingsPage })),
    ),
    permission: 'account.manage',
  },
];
