import type en from './locales/en.json';
import { withSchool } from '../../components/school-required';
import { defineFeature } from '../../lib/feature';
import { prefetchStudentsPage } from './api/list-students';

declare module '../../i18n/resources' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- merges into i18n's
  interface FeatureResources {
    students: typeof en;
  }
}

export const feature = defineFeature({
  namespace: 'students',
  locales: import.meta.glob('./locales/*.json', { import: 'default' }),
  routes: [
    {
      path: '/manage-students',
      page: () =>
        import('./pages/manage-students-page').then((m) => ({
          default: withSchool(m.ManageStudentsPage),
        })),
      preloadData: (queryClient, url) => prefetchStudentsPage(queryClient, url.searchParams),
    },
  ],
});
