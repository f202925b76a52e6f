import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TopicDetail } from '@school/shared/topics/topics.contract';
import { IconEye, IconLock } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSubjectName } from '../../../lib/subjects';
import { AuthorLine } from './author-line';
import { FavouriteButton } from './favourite-button';
import { HiddenNotice } from './hidden-notice';
import { topicComposer } from './lazy-parts';
import { RichText } from '../../../components/rich-text';
import { TopicStatusBadge } from './status-badge';
import { TopicMenuTrigger } from './topic-menu-trigger';
import { TutorHint } from './tutor-hint';
import { When } from './when';
import { ToneBadge } from '../../../components/tone-badge';

/** The question itself: title, who asked and when, the body, its subject and tags, its state. */
export function QuestionCard({ topic }: { topic: TopicDetail }) {
  const { t } = useTranslation('topics');
  const navigate = useNavigate();
  const subjectName = useSubjectName();
  const [editing, setEditing] = useState(false);
  return (
    <Paper
      component="article"
      withBorder
      radius="lg"
      p="lg"
      shadow="xs"
      data-question
      data-hidden={topic.hidden ? true : undefined}
      aria-labelledby="topic-title"
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={6} miw={0}>
            <Group gap="xs" wrap="wrap">
              <TopicStatusBadge status={topic.status} />
              {topic.subject && <ToneBadge variant="default" label={subjectName(topic.subject)} />}
            </Group>
            <Title
              order={1}
              size="h3"
              id="topic-title"
              dir="auto"
              style={{ overflowWrap: 'anywhere' }}
            >
              {topic.title}
            </Title>
            <AuthorLine author={topic.author} size="md">
              {t('post.asked')} <When at={topic.createdAt} />
              {topic.editedAt && (
                <Text span size="sm" c="dimmed" data-edited>
                  {' · '}
                  {t('post.edited')}
                </Text>
              )}
            </AuthorLine>
          </Stack>
          <Group gap={4} wrap="nowrap">
            <FavouriteButton
              topicId={topic.id}
              title={topic.title}
              isFavourite={topic.isFavourite}
            />
            <TopicMenuTrigger topic={topic} onEdit={() => setEditing(true)} />
          </Group>
        </Group>
        {topic.hidden && <HiddenNotice reason={topic.hidden.reason} />}
        {topic.closed && (
          <Alert
            color="gray"
            variant="light"
            radius="md"
            icon={<IconLock size={18} aria-hidden="true" />}
            title={t('closed.title')}
            data-closed-notice
          >
            <span dir="auto">{topic.closed.reason}</span>
          </Alert>
        )}
        <div style={topic.hidden ? { opacity: 0.55 } : undefined}>
          <RichText html={topic.body} />
        </div>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap={6} wrap="wrap">
            {topic.tags.map((tag) => (
              <ToneBadge key={tag} label={`#${tag}`} />
            ))}
          </Group>
          <Text size="sm" c="dimmed">
            <IconEye size={14} aria-hidden="true" style={{ verticalAlign: -2 }} />{' '}
            {t('counts.views', { count: topic.counts.views })}
          </Text>
        </Group>
        <TutorHint topic={topic} />
      </Stack>
      {editing && (
        <Suspense fallback={null}>
          <topicComposer.Component
            opened
            topic={topic}
            onClose={() => setEditing(false)}
            onSaved={() => {
              setEditing(false);
              void navigate(`/manage-topics/${topic.id}`, { replace: true });
            }}
          />
        </Suspense>
      )}
    </Paper>
  );
}
