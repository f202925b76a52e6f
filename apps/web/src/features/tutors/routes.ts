import type en from './locales/en.json';
import { withSchool } from '../../components/school-required';
import { defineFeature } from '../../lib/feature';
import { prefetchTutorSearch } from './api/search-tutors';

declare module '../../i18n/resources' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- merges into i18n's
  interface FeatureResources {
    tutors: typeof en;
  }
}

export const feature = defineFeature({
  namespace: 'tutors',
  locales: import.meta.glob('./locales/*.json', { import: 'default' }),
  routes: [
    {
      path: '/find-tutor',
      page: () =>
        import('./pages/find-tutor-page').then((m) => ({ default: withSchool(m.FindTutorPage) })),
      preloadData: (queryClient, url) => prefetchTutorSearch(queryClient, url.searchParams),
    },
    {
      path: '/find-tutor/:tutorId',
      page: () =>
        import('./pages/tutor-profile-page').then((m) => ({
          default: withSchool(m.TutorProfilePage),
        })),
      permission: 'tutors.search',
    },
  ],
});
