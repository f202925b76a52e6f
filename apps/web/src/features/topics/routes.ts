import type en from './locales/en.json';
import { withSchool } from '../../components/school-required';
import { defineFeature } from '../../lib/feature';

declare module '../../i18n/resources' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- merges into i18n's
  interface FeatureResources {
    topics: typeof en;
  }
}

export const feature = defineFeature({
  namespace: 'topics',
  locales: import.meta.glob('./locales/*.json', { import: 'default' }),
  routes: [
    {
      path: '/manage-topics',
      page: () =>
        import('./pages/topics-page').then((m) => ({ default: withSchool(m.TopicsPage) })),
    },
    {
      path: '/manage-topics/:topicId',
      page: () => import('./pages/topic-page').then((m) => ({ default: withSchool(m.TopicPage) })),
      permission: 'topics.view',
    },
    {
      path: '/my-topic-answers',
      page: () =>
        import('./pages/my-answers-page').then((m) => ({ default: withSchool(m.MyAnswersPage) })),
    },
    {
      path: '/my-favorite-topics',
      page: () =>
        import('./pages/favourite-topics-page').then((m) => ({
          default: withSchool(m.FavouriteTopicsPage),
        })),
    },
  ],
});
