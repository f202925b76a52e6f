import { lazyPage } from '../../lib/lazy-page';
import type { FeatureRoute } from '../../app/routing/feature-routes';

export const schoolRoutes: FeatureRoute[] = [
  {
    path: '/school-profile',
    page: lazyPage(() =>
      import('./pages/school-profile-page').then((m) => ({ default: m.SchoolProfilePage })),
    ),
    permission: 'school.view',
  },
];
