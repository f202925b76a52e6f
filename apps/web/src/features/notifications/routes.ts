import { lazy } from 'react';
import type { FeatureRoute } from '../../app/routing/feature-routes';

export const notificationsRoutes: FeatureRoute[] = [
  {
    path: '/notifications',
    page: lazy(() =>
      import('./pages/notifications-page').then((m) => ({ default: m.NotificationsPage })),
    ),
    permission: 'notifications.view',
  },
];
