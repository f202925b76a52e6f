import { lazyPage } from '../../lib/lazy-page';
import type { FeatureRoute } from '../../app/routing/feature-routes';

export const notificationsRoutes: FeatureRoute[] = [
  {
    path: '/notifications',
    page: lazyPage(() =>
      import('./pages/notifications-page').then((m) => ({ default: m.NotificationsPage })),
    ),
    permission: 'notifications.view',
  },
];
