import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClassListParams } from './api/get-classes';
import { classKeys } from './api/class-keys';
import { listQueries, listSorts, readListState } from './lib/class-list-spec';
import { toApiParams } from './lib/use-list-state';
import { feature } from './routes';

/** What a list page's route asks for ahead of the page, read back from the query cache. */
function preloaded(address: string): QueryClient {
  const url = new URL(address, 'https://console.test');
  const route = feature.routes.find((r) => r.path === url.pathname);
  const queryClient = new QueryClient();
  route?.preloadData?.(queryClient, url);
  return queryClient;
}

const asked = (queryClient: QueryClient, params: ClassListParams) =>
  queryClient.getQueryCache().find({ queryKey: classKeys.list(params), exact: true }) !== undefined;

describe('class lists asked for before their page has loaded', () => {
  afterEach(() => vi.unstubAllGlobals());
  // The answer never comes: only what was asked, and under which key, matters here.
  const pending = () =>
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<never>(() => undefined)),
    );

  it('asks for the view under the key its page reads, filters, order and page included', () => {
    pending();
    const search = 'q=maths&status=approved&sort=-title&page=2&pageSize=50';
    const queryClient = preloaded(`/manage-classes?${search}`);
    const page = toApiParams(readListState(new URLSearchParams(search), listSorts.view), 'UTC');
    expect(page).toMatchObject({ q: 'maths', status: 'approved', sort: '-title', page: 2 });
    expect(asked(queryClient, page)).toBe(true);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(1);
  });

  it('leaves a view with days to its page, which knows the school’s zone', () => {
    pending();
    expect(preloaded('/manage-classes?from=2026-03-01').getQueryCache().getAll()).toHaveLength(0);
  });

  it('asks for the approval queue oldest first whatever the address says', () => {
    pending();
    const queryClient = preloaded('/manage-classes/approval-classes?sort=-title&page=3');
    const state = readListState(new URLSearchParams('page=3'), listSorts.approval);
    expect(listQueries.approval(state)).toEqual({
      status: 'pending_approval',
      sort: 'createdAt',
      page: 3,
      pageSize: 20,
    });
    expect(asked(queryClient, listQueries.approval(state))).toBe(true);
  });

  it('asks for the classes running now, but not for the week ahead that starts when its tab opens', () => {
    pending();
    for (const path of ['/manage-classes/current-classes', '/manage-classes/ongoing-classes']) {
      const queryClient = preloaded(path);
      expect(
        asked(queryClient, { phase: 'ongoing', sort: 'firstStartsAt', page: 1, pageSize: 20 }),
      ).toBe(true);
    }
    expect(
      preloaded('/manage-classes/current-classes?tab=next').getQueryCache().getAll(),
    ).toHaveLength(0);
  });

  it('asks for the completed classes newest first', () => {
    pending();
    const queryClient = preloaded('/manage-classes/completed-classes');
    expect(
      asked(queryClient, { phase: 'completed', sort: '-firstStartsAt', page: 1, pageSize: 20 }),
    ).toBe(true);
  });
});
