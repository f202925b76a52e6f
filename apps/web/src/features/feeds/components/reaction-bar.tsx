import { Button, Group, Tooltip } from '@mantine/core';
import type { ReactionSummary } from '@school/shared/feeds/feeds.contract';
import { feedReactions, reactionEmoji, type FeedReaction } from '@school/shared/feeds/feeds.rules';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../../lib/toasts';
import { useSetReaction } from '../api/set-reaction';

type ReactionBarProps = {
  targetId: string;
  reactions: ReactionSummary;
  canReact: boolean;
  /** Puts the answer (one's own choice included) into the cached post or comment. */
  onChange: (reactions: ReactionSummary) => void;
  size?: 'xs' | 'compact-xs';
};

/** The five reactions with their counts; the tooltip names who reacted last. */
export function ReactionBar({
  targetId,
  reactions,
  canReact,
  onChange,
  size = 'xs',
}: ReactionBarProps) {
  const { t } = useTranslation('feeds');
  const mutation = useSetReaction(targetId, onChange);
  const toggle = (reaction: FeedReaction) =>
    mutation.mutate(reactions.mine === reaction ? null : reaction, {
      onError: (error) => toastError(error.message),
    });
  return (
    <Group gap={4} wrap="wrap" data-reactions={targetId}>
      {feedReactions.map((reaction) => {
        const count = reactions.counts[reaction] ?? 0;
        if (!canReact && count === 0) return null;
        const names = reactions.recent.filter((r) => r.reaction === reaction).map((r) => r.name);
        const label = t(`reactions.${reaction}`);
        return (
          <Tooltip
            key={reaction}
            label={names.length > 0 ? t('reactions.who', { names: names.join(', ') }) : label}
            withArrow
          >
            <Button
              size={size}
              radius="xl"
              variant={reactions.mine === reaction ? 'light' : 'subtle'}
              color={reactions.mine === reaction ? undefined : 'gray'}
              aria-pressed={reactions.mine === reaction}
              aria-label={t('reactions.label', { reaction: label, count })}
              disabled={!canReact}
              loading={mutation.isPending && mutation.variables === reaction}
              onClick={() => toggle(reaction)}
              data-reaction={reaction}
            >
              <span aria-hidden="true">{reactionEmoji[reaction]}</span>
              {count > 0 && <span style={{ marginInlineStart: 4 }}>{count}</span>}
            </Button>
          </Tooltip>
        );
      })}
    </Group>
  );
}
