import { lazy } from 'react';
import type { FeatureRoute } from '../../app/routing/feature-routes';

export const accountRoutes: FeatureRoute[] = [
  {
    path: '/account-settings',
    page: lazy(() =>
      import('./pages/account-settings-page').then((m) => ({ default: m.AccountSettingsPage })),
    ),
    permission: 'account.manage',
  },
];
