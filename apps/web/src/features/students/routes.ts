import { lazyPage } from '../../lib/lazy-page';
import type { FeatureRoute } from '../../app/routing/feature-routes';
import { prefetchStudentsPage } from './api/list-students';

export const studentsRoutes: FeatureRoute[] = [
  {
    path: '/manage-students',
    page: lazyPage(() =>
      import('./pages/manage-students-page').then(async (m) => {
        await m.translationsReady().catch(() => {
          // The page shows in English rather than not at all.
        });
        return { default: m.ManageStudentsPage };
      }),
    ),
    permission: 'students.manage',
    preloadData: (queryClient, url) => prefetchStudentsPage(queryClient, url.searchParams),
  },
];
