import type en from './locales/en.json';
import { withSchool } from '../../components/school-required';
import { defineFeature } from '../../lib/feature';
import { prefetchTopic } from './api/get-topic';
import { prefetchTopics } from './api/get-topics';
import { apiParamsOf } from './lib/topic-list-params';

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
      preloadData: (queryClient, url) =>
        prefetchTopics(queryClient, apiParamsOf(url.searchParams, 'tabs')),
    },
    {
      path: '/manage-topics/:topicId',
      page: () => import('./pages/topic-page').then((m) => ({ default: withSchool(m.TopicPage) })),
      permission: 'topics.view',
      preloadData: (queryClient, url) => {
        const id = url.pathname.split('/')[2];
        if (id) prefetchTopic(queryClient, decodeURIComponent(id));
      },
    },
    {
      path: '/my-topic-answers',
      page: () =>
        import('./pages/my-answers-page').then((m) => ({ default: withSchool(m.MyAnswersPage) })),
      preloadData: (queryClient, url) =>
        prefetchTopics(queryClient, apiParamsOf(url.searchParams, 'answered_by_me')),
    },
    {
      path: '/my-favorite-topics',
      page: () =>
        import('./pages/favourite-topics-page').then((m) => ({
          default: withSchool(m.FavouriteTopicsPage),
        })),
      preloadData: (queryClient, url) =>
        prefetchTopics(queryClient, apiParamsOf(url.searchParams, 'favourites')),
    },
  ],
});
