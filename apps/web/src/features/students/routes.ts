import { lazy } from 'react';
import type { FeatureRoute } from '../../app/routing/feature-routes';

export const studentsRoutes: FeatureRoute[] = [
  {
    path: '/manage-students',
    page: lazy(() =>
      import('./pages/manage-students-page').then((m) => ({ default: m.ManageStudentsPage })),
    ),
    permission: 'students.manage',
  },
];
