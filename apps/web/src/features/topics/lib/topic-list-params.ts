import { topicSorts, topicStatuses } from '@school/shared/topics/topics.rules';
import { param, readListParams, type ListParams } from '../../../lib/list-params';
import type { TopicListParams } from '../api/get-topics';

export const pageSizes = [20, 50, 100] as const;
export const topicTabs = ['all', 'mine'] as const;

/** A topic list's view in the address: search, filters, order, page (and the tab, where shown). */
export const topicListSpec = {
  page: param.page(),
  pageSize: param.oneOf(pageSizes, 20),
  q: param.text(),
  subjectId: param.optional(),
  tag: param.optional(),
  status: param.oneOf(topicStatuses),
  sort: param.oneOf(topicSorts, 'activity'),
  tab: param.oneOf(topicTabs, 'all'),
};
export type TopicListState = ListParams<typeof topicListSpec>;

export function toApiParams(
  state: TopicListState,
  scope: TopicListParams['scope'],
): TopicListParams {
  return {
    q: state.q.trim() || undefined,
    subjectId: state.subjectId ?? undefined,
    tag: state.tag ?? undefined,
    status: state.status ?? undefined,
    scope,
    sort: state.sort,
    page: state.page,
    pageSize: state.pageSize,
  };
}

/** Whether anything narrows the list, so an empty list says "nothing matches" instead. */
export const isFiltered = (state: TopicListState): boolean =>
  Boolean(state.q.trim() || state.subjectId || state.tag || state.status);

/** The API parameters of an address, for fetching a list before its page is drawn. */
export function apiParamsOf(
  search: URLSearchParams,
  scope: TopicListParams['scope'] | 'tabs',
): TopicListParams {
  const state = readListParams(topicListSpec, search);
  return toApiParams(state, scope === 'tabs' ? state.tab : scope);
}
