import { Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { StudentDashboard } from '@school/shared/student-dashboard/student-dashboard.contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/section-card';
import type { DashboardFormat } from './format';
import { ToneBadge } from '../../../components/tone-badge';

const listStyle = { listStyle: 'none' } as const;

type TopicsCardProps = { topics: StudentDashboard['topics']; format: DashboardFormat };

/** Questions the student asked and answers they gave. */
export function TopicsCard({ topics, format }: TopicsCardProps) {
  const { t } = useTranslation('student-dashboard');
  return (
    <SectionCard id="sd-topics" title={t('topics.title')}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('topics.asked', { count: topics.askedTotal })}
          </Title>
          {topics.asked.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('topics.emptyAsked')}
            </Text>
          ) : (
            <Stack gap="xs" component="ul" m={0} p={0} style={listStyle}>
              {topics.asked.map((topic) => (
                <li key={topic.id}>
                  <Anchor component={Link} to={`/manage-topics/${topic.id}`} size="sm">
                    {topic.title}
                  </Anchor>
                  <Group gap="xs">
                    <ToneBadge color="brand" label={t(`topics.states.${topic.status}`)} />
                    <Text size="xs" c="dimmed">
                      {t('topics.answers', { count: topic.answerCount })} ·{' '}
                      {format.date(topic.createdAt)}
                    </Text>
                  </Group>
                </li>
              ))}
            </Stack>
          )}
        </Stack>
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('topics.answered', { count: topics.answeredTotal })}
          </Title>
          {topics.answered.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('topics.emptyAnswered')}
            </Text>
          ) : (
            <Stack gap="xs" component="ul" m={0} p={0} style={listStyle}>
              {topics.answered.map((answer) => (
                <li key={`${answer.topicId}-${answer.createdAt}`}>
                  <Anchor component={Link} to={`/manage-topics/${answer.topicId}`} size="sm">
                    {answer.title}
                  </Anchor>
                  <Group gap="xs">
                    {answer.accepted && <ToneBadge color="teal" label={t('topics.accepted')} />}
                    <Text size="xs" c="dimmed">
                      {format.date(answer.createdAt)}
                    </Text>
                  </Group>
                </li>
              ))}
            </Stack>
          )}
        </Stack>
      </SimpleGrid>
    </SectionCard>
  );
}
