import { Box, Skeleton, Stack } from '@mantine/core';
import type { TopicListItem } from '@school/shared/topics/topics.contract';
import { IconMessageQuestion } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import classes from './topic-list.module.css';
import { TopicRow } from './topic-row';

type TopicListProps = {
  loading: boolean;
  dimmed?: boolean;
  items: TopicListItem[];
  emptyTitle: string;
  emptyText?: string;
  emptyAction?: ReactNode;
  onTag?: (tag: string) => void;
  extra?: (topic: TopicListItem) => ReactNode;
};

/** Fixed-height skeleton rows while loading, an empty state, or the topics. */
export function TopicList({
  loading,
  dimmed = false,
  items,
  emptyTitle,
  emptyText,
  emptyAction,
  onTag,
  extra,
}: TopicListProps) {
  const { t } = useTranslation('topics');
  if (loading) {
    return (
      <Box aria-busy="true" aria-label={t('list.loading')}>
        {Array.from({ length: 4 }, (_, i) => (
          <Stack key={i} gap="xs" className={classes.skeleton}>
            <Skeleton height={18} width={90} radius="sm" />
            <Skeleton height={20} width="70%" radius="sm" />
            <Skeleton height={14} width="90%" radius="sm" />
            <Skeleton height={14} width="40%" radius="sm" />
          </Stack>
        ))}
      </Box>
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<IconMessageQuestion size={28} stroke={1.6} aria-hidden="true" />}
        title={emptyTitle}
        text={emptyText}
        actions={emptyAction}
      />
    );
  }
  return (
    <ul className={classes.list} style={{ opacity: dimmed ? 0.6 : 1 }} data-topic-list>
      {items.map((topic) => (
        <TopicRow key={topic.id} topic={topic} onTag={onTag} extra={extra?.(topic)} />
      ))}
    </ul>
  );
}
