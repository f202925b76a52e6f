import { Button, Group, Select, SimpleGrid } from '@mantine/core';
import { topicSorts, topicStatuses } from '@school/shared/topics/topics.rules';
import { IconHash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/search-field';
import { useSubjectName } from '../../../lib/subjects';
import { useSubjects } from '../api/get-subjects';
import type { TopicListState } from '../lib/topic-list-params';
import { isFiltered } from '../lib/topic-list-params';

type TopicFiltersProps = {
  state: TopicListState;
  update: (patch: Partial<TopicListState>, replace?: boolean) => void;
  /** Clears search and filters; the tab and the order stay. */
  reset: () => void;
};

/** Search as you type, subject, tag, status and order; all of it kept in the address. */
export function TopicFilters({ state, update, reset }: TopicFiltersProps) {
  const { t } = useTranslation('topics');
  const subjects = useSubjects();
  const subjectName = useSubjectName();
  const subjectData = (subjects.data?.items ?? [])
    .map((subject) => ({ value: subject.id, label: subjectName(subject) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm" p="md">
      <SearchField
        value={state.q}
        onSearch={(q) => update({ q }, true)}
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        clearLabel={t('filters.clearSearch')}
      />
      <Select
        aria-label={t('filters.subject')}
        placeholder={t('filters.anySubject')}
        data={subjectData}
        value={state.subjectId}
        onChange={(subjectId) => update({ subjectId })}
        searchable
        clearable
        nothingFoundMessage={t('filters.noSubject')}
      />
      <SearchField
        value={state.tag ?? ''}
        onSearch={(tag) => update({ tag: tag.toLowerCase() || null }, true)}
        label={t('filters.tag')}
        placeholder={t('filters.tagPlaceholder')}
        clearLabel={t('filters.clearTag')}
        icon={<IconHash size={16} aria-hidden="true" />}
      />
      <Select
        aria-label={t('filters.status')}
        placeholder={t('filters.anyStatus')}
        data={topicStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        value={state.status}
        onChange={(status) =>
          update({ status: topicStatuses.find((allowed) => allowed === status) ?? null })
        }
        clearable
      />
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Select
          flex={1}
          aria-label={t('filters.sort')}
          data={topicSorts.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
          value={state.sort}
          onChange={(sort) =>
            update({ sort: topicSorts.find((allowed) => allowed === sort) ?? 'activity' })
          }
          allowDeselect={false}
        />
        {isFiltered(state) && (
          <Button variant="subtle" onClick={reset} px="xs">
            {t('filters.clear')}
          </Button>
        )}
      </Group>
    </SimpleGrid>
  );
}
