import type en from './locales/en.json';
import { withSchool } from '../../components/school-required';
import type { QueryClient } from '@tanstack/react-query';
import { defineFeature } from '../../lib/feature';
import { prefetchClasses, type ClassListParams } from './api/get-classes';
import { listQueries, listSorts, readListState, type ListState } from './lib/class-list-spec';

declare module '../../i18n/resources' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- merges into i18n's
  interface FeatureResources {
    classes: typeof en;
  }
}

const currentClasses = () =>
  import('./pages/current-classes-page').then((m) => ({ default: m.CurrentClassesPage }));

/**
 * A list page's preloadData: its first page of classes for the address, as the page will ask
 * (`query` gives nothing when that needs more than the address, e.g. the school's time zone).
 */
const preloadList =
  (sort: string, query: (state: ListState, search: URLSearchParams) => ClassListParams | null) =>
  (queryClient: QueryClient, url: URL) => {
    const params = query(readListState(url.searchParams, sort), url.searchParams);
    if (params) prefetchClasses(queryClient, params);
  };

// The week ahead starts when its tab opens: only the tab of classes running now is asked ahead.
const preloadCurrent = preloadList(listSorts.current, (state, search) =>
  search.get('tab') === 'next' ? null : listQueries.ongoing(state),
);

export const feature = defineFeature({
  namespace: 'classes',
  locales: import.meta.glob('./locales/*.json', { import: 'default' }),
  routes: [
    {
      path: '/manage-classes',
      page: () => import('./pages/classes-page').then((m) => ({ default: m.ClassesPage })),
      // Days in the address begin in the school's zone, which the page knows: it asks itself.
      preloadData: preloadList(listSorts.view, (state) =>
        state.from || state.to ? null : listQueries.viewFilters(state),
      ),
    },
    {
      path: '/manage-classes/approval-classes',
      page: () =>
        import('./pages/approval-classes-page').then((m) => ({ default: m.ApprovalClassesPage })),
      preloadData: preloadList(listSorts.approval, listQueries.approval),
    },
    { path: '/manage-classes/current-classes', page: currentClasses, preloadData: preloadCurrent },
    { path: '/manage-classes/ongoing-classes', page: currentClasses, preloadData: preloadCurrent },
    {
      path: '/manage-classes/completed-classes',
      page: () =>
        import('./pages/completed-classes-page').then((m) => ({
          default: m.CompletedClassesPage,
        })),
      preloadData: preloadList(listSorts.completed, listQueries.completed),
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
