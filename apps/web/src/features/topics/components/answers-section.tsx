import { Alert, Button, Paper, Skeleton, Stack, Title } from '@mantine/core';
import type { TopicDetail } from '@school/shared/topics/topics.contract';
import { IconLock, IconMessagePlus, IconMessages } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { Pager } from '../../../components/pager';
import { answersPageSize, useAnswers } from '../api/get-answers';
import { AnswerCard } from './answer-card';
import { EditorLoader } from './editor-loader';
import { answerComposer } from './lazy-parts';

/** The answers (accepted first, then by votes) and, for whoever may answer, the composer. */
export function AnswersSection({ topic }: { topic: TopicDetail }) {
  const { t } = useTranslation('topics');
  const [page, setPage] = useState(1);
  const [writing, setWriting] = useState(false);
  const answers = useAnswers(topic.id, page);
  const list = answers.data;

  return (
    <Stack gap="md" component="section" aria-labelledby="answers-title">
      <Title order={2} size="h4" id="answers-title">
        {t('answers.title', { count: topic.counts.answers })}
      </Title>
      {answers.isError ? (
        <LoadError
          error={answers.error}
          onRetry={() => void answers.refetch()}
          retrying={answers.isFetching}
        />
      ) : !list ? (
        <Stack gap="md" aria-busy="true">
          <Skeleton height={140} radius="md" />
          <Skeleton height={140} radius="md" />
        </Stack>
      ) : list.items.length === 0 ? (
        <EmptyState
          framed
          icon={<IconMessages size={26} stroke={1.6} aria-hidden="true" />}
          title={t('answers.emptyTitle')}
          text={topic.can.answer ? t('answers.emptyText') : undefined}
        />
      ) : (
        <Stack gap="md" style={{ opacity: answers.isPlaceholderData ? 0.6 : 1 }} data-answer-list>
          {list.items.map((answer) => (
            <AnswerCard key={answer.id} answer={answer} />
          ))}
          {list.total > answersPageSize && (
            <Paper withBorder radius="md">
              <Pager page={page} pageSize={answersPageSize} total={list.total} onPage={setPage} />
            </Paper>
          )}
        </Stack>
      )}
      {topic.status === 'closed' ? (
        <Alert color="gray" variant="light" icon={<IconLock size={18} aria-hidden="true" />}>
          {t('answers.closed')}
        </Alert>
      ) : topic.can.answer ? (
        writing ? (
          <Paper withBorder radius="lg" p="md">
            <Suspense fallback={<EditorLoader />}>
              <answerComposer.Component
                topicId={topic.id}
                onDone={() => setWriting(false)}
                onCancel={() => setWriting(false)}
              />
            </Suspense>
          </Paper>
        ) : (
          <Button
            variant="light"
            leftSection={<IconMessagePlus size={18} aria-hidden="true" />}
            onMouseEnter={answerComposer.preload}
            onFocus={answerComposer.preload}
            onClick={() => setWriting(true)}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('answers.write')}
          </Button>
        )
      ) : null}
    </Stack>
  );
}
