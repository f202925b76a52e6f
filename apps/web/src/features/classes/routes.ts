import { lazy } from 'react';
import type { FeatureRoute } from '../../app/routing/feature-routes';

const ClassesPage = lazy(() =>
  import('./pages/classes-page').then((m) => ({ default: m.ClassesPage })),
);
const ApprovalClassesPage = lazy(() =>
  import('./pages/approval-classes-page').then((m) => ({ default: m.ApprovalClassesPage })),
);
const CurrentClassesPage = lazy(() =>
  import('./pages/current-classes-page').then((m) => ({ default: m.CurrentClassesPage })),
);
const CompletedClassesPage = lazy(() =>
  import('./pages/completed-classes-page').then((m) => ({ default: m.CompletedClassesPage })),
);
const CreateClassPage = lazy(() =>
  import('./pages/create-class-page').then((m) => ({ default: m.CreateClassPage })),
);
const ClassDetailPage = lazy(() =>
  import('./pages/class-detail-page').then((m) => ({ default: m.ClassDetailPage })),
);
const EditClassPage = lazy(() =>
  import('./pages/edit-class-page').then((m) => ({ default: m.EditClassPage })),
);

/** Spec §2 paths take their permission from the menu; the others name theirs here. */
export const classesRoutes: FeatureRoute[] = [
  { path: '/manage-classes', page: ClassesPage },
  { path: '/manage-classes/approval-classes', page: ApprovalClassesPage },
  { path: '/manage-classes/current-classes', page: CurrentClassesPage },
  { path: '/manage-classes/ongoing-classes', page: CurrentClassesPage },
  { path: '/manage-classes/completed-classes', page: CompletedClassesPage },
  { path: '/manage-classes/new', page: CreateClassPage, permission: 'classes.approve' },
  { path: '/manage-classes/:id', page: ClassDetailPage, permission: 'classes.view' },
  { path: '/manage-classes/:id/edit', page: EditClassPage, permission: 'classes.approve' },
];
