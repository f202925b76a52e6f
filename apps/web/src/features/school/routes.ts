import type en from './locales/en.json';
import { withSchool } from '../../components/school-required';
import { defineFeature } from '../../lib/feature';

declare module '../../i18n/resources' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- merges into i18n's
  interface FeatureResources {
    school: typeof en;
  }
}

export const feature = defineFeature({
  namespace: 'school',
  locales: import.meta.glob('./locales/*.json', { import: 'default' }),
  routes: [
    {
      path: '/school-profile',
      page: () =>
        import('./pages/school-profile-page').then((m) => ({
          default: withSchool(m.SchoolProfilePage),
        })),
    },
  ],
});
