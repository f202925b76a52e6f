import { lazyPage } from '../../lib/lazy-page';
import type { FeatureRoute } from '../../app/routing/feature-routes';

const ClassesPage = lazyPage(() =>
  import('./pages/classes-page').then((m) => ({ default: m.ClassesPage })),
);
const ApprovalClassesPage = lazyPage(() =>
  import('./pages/approval-classes-page').then((m) => ({ default: m.ApprovalClassesPage })),
);
const CurrentClassesPage = lazyPage(() =>
  import('./pages/current-classes-page').then((m) => ({ default: m.CurrentClassesPage })),
);
const CompletedClassesPage = lazyPage(() =>
  import('./pages/completed-classes-page').then((m) => ({ default: m.CompletedClassesPage })),
);
const CreateClassPage = lazyPage(() =>
  import('./pages/create-class-page').then((m) => ({ default: m.CreateClassPage })),
);
const ClassDetailPage = lazyPage(() =>
  import('./pages/class-detail-page').then((m) => ({ default: m.ClassDetailPage })),
);
const EditClassPage = lazyPage(() =>
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
