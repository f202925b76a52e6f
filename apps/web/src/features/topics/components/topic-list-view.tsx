import { Box, Stack, Tabs } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { TopicListItem } from '@school/shared/topics/topics.contract';
import type { TopicScope } from '@school/shared/topics/topics.rules';
import type { ReactNode } from 'react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ListCard } from '../../../components/list-card';
import { NextTask } from '../../../components/next-task';
import { PageHeader } from '../../../components/page-header';
import { useListSearchParams } from '../../../hooks/use-list-search-params';
import { useTopics } from '../api/get-topics';
import {
  isFiltered,
  pageSizes,
  toApiParams,
  topicListSpec,
  topicTabs,
} from '../lib/topic-list-params';
import { TopicFilters } from './topic-filters';
import { TopicList } from './topic-list';

type TopicListViewProps = {
  title: string;
  description: string;
  /** The list's own scope, or the All / Mine tabs of the questions page. */
  scope: TopicScope | 'tabs';
  actions?: ReactNode;
  emptyTitle: string;
  emptyText: string;
  emptyAction?: ReactNode;
  extra?: (topic: TopicListItem) => ReactNode;
};

/** A page of topics: header, filters in the address, the rows and the pager. */
export function TopicListView({
  title,
  description,
  scope,
  actions,
  emptyTitle,
  emptyText,
  emptyAction,
  extra,
}: TopicListViewProps) {
  const { t } = useTranslation('topics');
  const { t: tApp } = useTranslation();
  useDocumentTitle(`${title} · ${tApp('app.name')}`);
  const { params: state, update } = useListSearchParams(topicListSpec);
  const apiScope = scope === 'tabs' ? state.tab : scope;
  const topics = useTopics(toApiParams(state, apiScope));
  const list = topics.data;
  const onTag = useCallback((tag: string) => update({ tag }), [update]);
  const clear = useCallback(
    () => update({ q: '', subjectId: null, tag: null, status: null }),
    [update],
  );
  const filtered = isFiltered(state);

  return (
    <Stack gap="lg">
      <PageHeader title={title} description={description} actions={actions} />
      {scope === 'tabs' && (
        <Tabs
          value={state.tab}
          onChange={(tab) => update({ tab: topicTabs.find((known) => known === tab) ?? 'all' })}
        >
          <Tabs.List>
            <Tabs.Tab value="all">{t('tabs.all')}</Tabs.Tab>
            <Tabs.Tab value="mine">{t('tabs.mine')}</Tabs.Tab>
          </Tabs.List>
        </Tabs>
      )}
      <ListCard
        header={
          // The filters' pickers come a task after the rows, in the room kept for them.
          <Box mih={{ base: 260, xs: 164, md: 68 }}>
            <NextTask>
              <TopicFilters state={state} update={update} reset={clear} />
            </NextTask>
          </Box>
        }
        query={topics}
        pager={
          list && {
            page: list.page,
            pageSize: state.pageSize,
            total: list.total,
            totalIsLowerBound: list.totalIsLowerBound,
            onPage: (page) => update({ page }),
            pageSizes,
            onPageSize: (pageSize: (typeof pageSizes)[number]) => update({ pageSize }),
          }
        }
      >
        <Box>
          <TopicList
            loading={topics.isPending}
            dimmed={topics.isPlaceholderData}
            items={list?.items ?? []}
            emptyTitle={filtered ? t('list.noMatch') : emptyTitle}
            emptyText={filtered ? t('list.noMatchText') : emptyText}
            emptyAction={filtered ? undefined : emptyAction}
            onTag={onTag}
            extra={extra}
          />
        </Box>
      </ListCard>
    </Stack>
  );
}
