import { ActionIcon, Menu } from '@mantine/core';
import type { Answer } from '@school/shared/topics/topics.contract';
import { topicLimits } from '@school/shared/topics/topics.rules';
import { IconDots, IconEyeOff, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useDeferredTrigger,
  type DeferredControlProps,
} from '../../../components/deferred-control';
import { ReasonDialog } from '../../../components/reason-dialog';
import { toastSuccess } from '../../../lib/toasts';
import { useHideAnswer } from '../api/answer-actions';
import { answerComposer } from './lazy-parts';

export type AnswerMenuProps = { answer: Answer; onEdit: () => void };

/** An answer's actions: its author's edit, a moderator's hide with a reason (loaded later). */
export function AnswerMenu({
  answer,
  onEdit,
  defaultOpened,
  takeFocus,
}: AnswerMenuProps & DeferredControlProps) {
  const { t } = useTranslation('topics');
  const { ref: target, onClose } = useDeferredTrigger<HTMLButtonElement>({
    defaultOpened,
    takeFocus,
  });
  const hide = useHideAnswer(answer.topicId);
  const [hiding, setHiding] = useState(false);
  return (
    <>
      <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened} onClose={onClose}>
        <Menu.Target>
          <ActionIcon ref={target} variant="subtle" color="gray" aria-label={t('answers.actions')}>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {answer.can.edit && (
            <Menu.Item
              leftSection={<IconPencil size={16} aria-hidden="true" />}
              onClick={onEdit}
              onMouseEnter={answerComposer.preload}
            >
              {t('post.edit')}
            </Menu.Item>
          )}
          {answer.can.moderate && !answer.hidden && (
            <Menu.Item
              color="red"
              leftSection={<IconEyeOff size={16} aria-hidden="true" />}
              onClick={() => setHiding(true)}
            >
              {t('moderation.hideAnswer')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <ReasonDialog
        opened={hiding}
        onClose={() => setHiding(false)}
        title={t('moderation.hideAnswerTitle')}
        description={t('moderation.hideAnswerText')}
        confirmLabel={t('moderation.hide')}
        bounds={topicLimits.reason}
        onConfirm={(reason) =>
          hide
            .mutateAsync({ id: answer.id, reason })
            .then(() => toastSuccess(t('moderation.hidden')))
        }
      />
    </>
  );
}
