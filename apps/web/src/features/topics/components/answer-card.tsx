import { ActionIcon, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { Answer } from '@school/shared/topics/topics.contract';
import { IconCheck, IconCircleCheck, IconDots } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchoolFormat } from '../../../lib/use-school-format';
import { DeferredControl } from '../../../components/deferred-control';
import { toastError, toastSuccess } from '../../../lib/toasts';
import { useAcceptAnswer } from '../api/answer-actions';
import { AuthorLine } from './author-line';
import classes from './answer-card.module.css';
import { HiddenNotice } from './hidden-notice';
import { answerComposer } from './lazy-parts';
import { RichText } from '../../../components/rich-text';
import { VoteButton } from './vote-button';
import { When } from './when';
import { EditorLoader } from './editor-loader';
import { ToneBadge } from '../../../components/tone-badge';

const loadMenu = () => import('./answer-menu').then((m) => m.AnswerMenu);

/** One answer: its votes, whether it is the accepted one, and what the reader may do with it. */
export function AnswerCard({ answer }: { answer: Answer }) {
  const { t } = useTranslation('topics');
  const format = useSchoolFormat();
  const accept = useAcceptAnswer(answer.topicId);
  const [editing, setEditing] = useState(false);
  const hasMenu = (answer.can.edit && !editing) || (answer.can.moderate && !answer.hidden);

  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="md"
      className={classes.card}
      data-answer
      data-accepted={answer.accepted || undefined}
      data-hidden={answer.hidden ? true : undefined}
      aria-label={t('answers.by', { name: answer.author.name })}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <AuthorLine author={answer.author}>
            <When at={answer.createdAt} />
            {answer.editedAt && (
              <Text span size="sm" c="dimmed" title={format.full(answer.editedAt)} data-edited>
                {' · '}
                {t('post.edited')}
              </Text>
            )}
          </AuthorLine>
          <Group gap="xs" wrap="nowrap">
            {answer.accepted && (
              <ToneBadge
                color="teal"
                icon={<IconCircleCheck size={14} aria-hidden="true" />}
                label={t('answers.accepted')}
                data-accepted-badge
              />
            )}
            {hasMenu && (
              <DeferredControl
                load={loadMenu}
                props={{ answer, onEdit: () => setEditing(true) }}
                renderTrigger={(handlers) => (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('answers.actions')}
                    aria-haspopup="menu"
                    {...handlers}
                  >
                    <IconDots size={18} />
                  </ActionIcon>
                )}
              />
            )}
          </Group>
        </Group>
        {answer.hidden && <HiddenNotice reason={answer.hidden.reason} />}
        {editing ? (
          <Suspense fallback={<EditorLoader />}>
            <answerComposer.Component
              topicId={answer.topicId}
              answer={answer}
              onDone={() => setEditing(false)}
              onCancel={() => setEditing(false)}
            />
          </Suspense>
        ) : (
          <div className={answer.hidden ? classes.hiddenBody : undefined}>
            <RichText html={answer.body} />
          </div>
        )}
        <Group gap="sm" wrap="wrap">
          <VoteButton
            answerId={answer.id}
            score={answer.score}
            hasVoted={answer.hasVoted}
            canVote={answer.can.vote}
          />
          {answer.can.accept && !answer.accepted && (
            <Button
              size="compact-sm"
              variant="light"
              color="teal"
              leftSection={<IconCheck size={16} aria-hidden="true" />}
              loading={accept.isPending}
              onClick={() =>
                accept.mutate(answer.id, {
                  onSuccess: () => toastSuccess(t('answers.acceptedToast')),
                  onError: (error) => toastError(error.message || t('answers.acceptFailed')),
                })
              }
            >
              {t('answers.accept')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
