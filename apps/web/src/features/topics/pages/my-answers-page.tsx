import { Group, Text } from '@mantine/core';
import type { TopicListItem } from '@school/shared/topics/topics.contract';
import { IconCircleCheck, IconThumbUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TopicListView } from '../components/topic-list-view';
import { ToneBadge } from '../../../components/tone-badge';

/** The caller's answer on a row: its score and whether it was accepted. */
function MyAnswerFacts({ topic }: { topic: TopicListItem }) {
  const { t } = useTranslation('topics');
  const mine = topic.myAnswer;
  if (!mine) return null;
  return (
    <Group gap="sm" data-my-answer>
      <Text size="sm" fw={600}>
        {t('myAnswers.yours')}
      </Text>
      <ToneBadge
        icon={<IconThumbUp size={12} aria-hidden="true" />}
        label={t('counts.votes', { count: mine.score })}
      />
      {mine.accepted && (
        <ToneBadge
          color="teal"
          icon={<IconCircleCheck size={12} aria-hidden="true" />}
          label={t('answers.accepted')}
        />
      )}
    </Group>
  );
}

/** My Topic Answers: the questions the caller answered, with how their answer fared. */
export function MyAnswersPage() {
  const { t } = useTranslation('topics');
  const { t: tApp } = useTranslation();
  return (
    <TopicListView
      title={tApp('menu.topics-answers')}
      description={t('pages.answers')}
      scope="answered_by_me"
      emptyTitle={t('myAnswers.emptyTitle')}
      emptyText={t('myAnswers.emptyText')}
      extra={(topic) => <MyAnswerFacts topic={topic} />}
    />
  );
}
