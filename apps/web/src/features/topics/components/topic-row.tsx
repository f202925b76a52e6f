import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { TopicListItem } from '@school/shared/topics/topics.contract';
import { IconCheck, IconEye, IconMessage, IconThumbUp } from '@tabler/icons-react';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSubjectName } from '../../../lib/subjects';
import { AuthorLine } from './author-line';
import { FavouriteButton } from './favourite-button';
import { TopicStatusBadge } from './status-badge';
import classes from './topic-list.module.css';
import { TutorHint } from './tutor-hint';
import { When } from './when';

type TopicRowProps = {
  topic: TopicListItem;
  onTag?: (tag: string) => void;
  /** Extra facts of the row's list (My Topic Answers: the caller's answer). */
  extra?: ReactNode;
};

/** One question of a list: what it asks, who, where it stands, and its star. */
export const TopicRow = memo(function TopicRow({ topic, onTag, extra }: TopicRowProps) {
  const { t } = useTranslation('topics');
  const subjectName = useSubjectName();
  return (
    <li className={classes.row} data-topic-row data-hidden={topic.hidden ? true : undefined}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={6} miw={0} flex={1}>
          <Group gap="xs" wrap="wrap">
            <TopicStatusBadge status={topic.status} />
            {topic.hidden && (
              <Badge color="gray" variant="outline" radius="sm">
                {t('hidden.badge')}
              </Badge>
            )}
            {topic.subject && (
              <Badge variant="default" radius="sm">
                {subjectName(topic.subject)}
              </Badge>
            )}
          </Group>
          <Anchor
            component={Link}
            to={`/manage-topics/${topic.id}`}
            fw={650}
            c="var(--mantine-color-text)"
            className={classes.title}
            dir="auto"
          >
            {topic.title}
          </Anchor>
          {topic.excerpt && (
            <Text size="sm" c="dimmed" lineClamp={2} dir="auto">
              {topic.excerpt}
            </Text>
          )}
          {topic.tags.length > 0 && (
            <Group gap={6} wrap="wrap">
              {topic.tags.map((tag) =>
                onTag ? (
                  <Badge
                    key={tag}
                    component="button"
                    type="button"
                    variant="light"
                    color="gray"
                    radius="sm"
                    tt="none"
                    className={classes.tag}
                    aria-label={t('filters.byTag', { tag })}
                    onClick={() => onTag(tag)}
                  >
                    #{tag}
                  </Badge>
                ) : (
                  <Badge key={tag} variant="light" color="gray" radius="sm" tt="none">
                    #{tag}
                  </Badge>
                ),
              )}
            </Group>
          )}
          <Group gap="md" wrap="wrap" justify="space-between">
            <AuthorLine author={topic.author}>
              {t('row.active')} <When at={topic.lastActivityAt} />
            </AuthorLine>
            <Group gap="md" wrap="nowrap" className={classes.counts}>
              <Text size="sm" c="dimmed" title={t('counts.answersLabel')}>
                {topic.acceptedAnswerId ? (
                  <IconCheck size={14} aria-hidden="true" color="var(--mantine-color-teal-6)" />
                ) : (
                  <IconMessage size={14} aria-hidden="true" />
                )}{' '}
                {t('counts.answers', { count: topic.counts.answers })}
              </Text>
              <Text size="sm" c="dimmed">
                <IconThumbUp size={14} aria-hidden="true" />{' '}
                {t('counts.votes', { count: topic.counts.votes })}
              </Text>
              <Text size="sm" c="dimmed">
                <IconEye size={14} aria-hidden="true" />{' '}
                {t('counts.views', { count: topic.counts.views })}
              </Text>
            </Group>
          </Group>
          {extra}
          <TutorHint topic={topic} compact />
        </Stack>
        <FavouriteButton topicId={topic.id} title={topic.title} isFavourite={topic.isFavourite} />
      </Group>
    </li>
  );
});
