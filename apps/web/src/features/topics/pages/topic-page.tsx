import { Button, Group, Skeleton, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { hasPermission } from '@school/shared/auth/roles';
import { IconMessageQuestion, IconUserSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { NextTask } from '../../../components/next-task';
import { ApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { useTopic } from '../api/get-topic';
import { topicKeys } from '../api/topic-keys';
import { AnswersSection } from '../components/answers-section';
import { BackLink } from '../../../components/back-link';
import { QuestionCard } from '../components/question-card';

/** One question with its answers: vote, accept, favourite, answer, moderate. */
export function TopicPage() {
  const { t } = useTranslation('topics');
  const { t: tApp } = useTranslation();
  const { topicId = '' } = useParams();
  const topic = useTopic(topicId);
  const queryClient = useQueryClient();
  const { key } = useLocation();
  const shownKey = useRef(key);
  // Opening the page again while it shows (a notification about its new answer, in the bell)
  // keeps it mounted: read it afresh instead of showing what was there before.
  useEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    void queryClient.invalidateQueries({ queryKey: topicKeys.detail(topicId) });
  }, [key, queryClient, topicId]);
  useDocumentTitle(`${topic.data?.title ?? t('topic.title')} · ${tApp('app.name')}`);
  const session = useSession();
  // A question nobody has answered yet can go to a tutor: Find Tutor opens on its subject, and
  // the booking made from there is linked to the question.
  const findTutor =
    topic.data?.status === 'open' &&
    session.status === 'signed-in' &&
    hasPermission(session.user.role, 'appointments.book')
      ? `/find-tutor?${new URLSearchParams({
          ...(topic.data.subject ? { subjectId: topic.data.subject.id } : {}),
          topicId: topic.data.id,
        }).toString()}`
      : null;

  return (
    <Stack gap="lg" maw={960}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <BackLink to="/manage-topics" label={tApp('menu.topics-questions')} />
        {findTutor && (
          <Button
            component={Link}
            to={findTutor}
            variant="light"
            leftSection={<IconUserSearch size={18} aria-hidden="true" />}
          >
            {t('topic.findTutor')}
          </Button>
        )}
      </Group>
      {topic.isError ? (
        topic.error instanceof ApiError && topic.error.status === 404 ? (
          <EmptyState
            framed
            icon={<IconMessageQuestion size={26} stroke={1.6} aria-hidden="true" />}
            title={t('topic.notFound')}
            text={t('topic.notFoundText')}
          />
        ) : (
          <LoadError
            error={topic.error}
            onRetry={() => void topic.refetch()}
            retrying={topic.isFetching}
          />
        )
      ) : !topic.data ? (
        <Stack gap="md" aria-busy="true" aria-label={t('list.loading')}>
          <Skeleton height={260} radius="lg" />
          <Skeleton height={24} width={160} radius="sm" />
          <Skeleton height={140} radius="md" />
        </Stack>
      ) : (
        <>
          <QuestionCard topic={topic.data} />
          {/* The question first; the answers a task later (they sit below it). */}
          <NextTask>
            <AnswersSection topic={topic.data} />
          </NextTask>
        </>
      )}
    </Stack>
  );
}
