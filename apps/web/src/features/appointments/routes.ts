import type en from './locales/en.json';
import { withSchool } from '../../components/school-required';
import { defineFeature } from '../../lib/feature';

declare module '../../i18n/resources' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- merges into i18n's
  interface FeatureResources {
    appointments: typeof en;
  }
}

export const feature = defineFeature({
  namespace: 'appointments',
  locales: import.meta.glob('./locales/*.json', { import: 'default' }),
  routes: [
    {
      // A path of spec §2: opened by the permission its menu entry names.
      path: '/my-appointments',
      page: () =>
        import('./pages/my-appointments-page').then((m) => ({
          default: withSchool(m.MyAppointmentsPage),
        })),
    },
    {
      // The "Book" action of a tutor's profile (and "Find a tutor" of a topic leads here too).
      path: '/find-tutor/:tutorId/book',
      page: () => import('./pages/book-page').then((m) => ({ default: withSchool(m.BookPage) })),
      permission: 'appointments.book',
    },
  ],
});
