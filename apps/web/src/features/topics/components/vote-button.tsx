import { Button } from '@mantine/core';
import { IconThumbUp, IconThumbUpFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../../lib/toasts';
import { useVoteAnswer } from '../api/answer-actions';

type VoteButtonProps = {
  answerId: string;
  score: number;
  hasVoted: boolean;
  canVote: boolean;
};

/** +1 for an answer, pressed again to take it back; the count is the answer's score. */
export function VoteButton({ answerId, score, hasVoted, canVote }: VoteButtonProps) {
  const { t } = useTranslation('topics');
  const vote = useVoteAnswer();
  const button = (
    <Button
      size="compact-sm"
      variant={hasVoted ? 'light' : 'default'}
      leftSection={
        hasVoted ? (
          <IconThumbUpFilled size={16} aria-hidden="true" />
        ) : (
          <IconThumbUp size={16} aria-hidden="true" />
        )
      }
      aria-label={t('answers.voteLabel', { count: score })}
      aria-pressed={hasVoted}
      disabled={!canVote}
      loading={vote.isPending}
      data-vote-button
      onClick={() =>
        vote.mutate(
          { id: answerId, vote: !hasVoted },
          { onError: (error) => toastError(error.message || t('answers.voteFailed')) },
        )
      }
    >
      {score}
    </Button>
  );
  if (canVote) return button;
  // A disabled button shows no title: the wrapper carries why.
  return <span title={t('answers.cannotVote')}>{button}</span>;
}
