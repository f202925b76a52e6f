import type en from './locales/en.json';
import { withSchool } from '../../components/school-required';
import { defineFeature } from '../../lib/feature';

declare module '../../i18n/resources' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- merges into i18n's
  interface FeatureResources {
    classes: typeof en;
  }
}

const currentClasses = () =>
  import('./pages/current-classes-page').then((m) => ({ default: m.CurrentClassesPage }));

export const feature = defineFeature({
  namespace: 'classes',
  locales: import.meta.glob('./locales/*.json', { import: 'default' }),
  routes: [
    {
      path: '/manage-classes',
      page: () => import('./pages/classes-page').then((m) => ({ default: m.ClassesPage })),
    },
    {
      path: '/manage-classes/approval-classes',
      page: () =>
        import('./pages/approval-classes-page').then((m) => ({ default: m.ApprovalClassesPage })),
    },
    { path: '/manage-classes/current-classes', page: currentClasses },
    { path: '/manage-classes/ongoing-classes', page: currentClasses },
    {
      path: '/manage-classes/completed-classes',
      page: () =>
        import('./pages/completed-classes-page').then((m) => ({
          default: m.CompletedClassesPage,
        })),
    },
    {
      path: '/manage-classes/new',
      page: () =>
        import('./pages/create-class-page').then((m) => ({
          default: withSchool(m.CreateClassPage),
        })),
      permission: 'classes.approve',
    },
    {
      path: '/manage-classes/:id',
      page: () => import('./pages/class-detail-page').then((m) => ({ default: m.ClassDetailPage })),
      permission: 'classes.view',
    },
    {
      path: '/manage-classes/:id/edit',
      page: () => import('./pages/edit-class-page').then((m) => ({ default: m.EditClassPage })),
      permission: 'classes.approve',
    },
  ],
});
