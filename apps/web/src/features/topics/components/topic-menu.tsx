import { ActionIcon, Menu } from '@mantine/core';
import type { TopicDetail } from '@school/shared/topics/topics.contract';
import { topicLimits } from '@school/shared/topics/topics.rules';
import {
  IconDots,
  IconEyeOff,
  IconLock,
  IconLockOpen,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import {
  useDeferredTrigger,
  type DeferredControlProps,
} from '../../../components/deferred-control';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ReasonDialog } from '../../../components/reason-dialog';
import { toastSuccess } from '../../../lib/toasts';
import { useDeleteTopic } from '../api/save-topic';
import { useTopicAction, type TopicAction } from '../api/topic-actions';
import { topicComposer } from './lazy-parts';

export type TopicMenuProps = { topic: TopicDetail; onEdit: () => void };

/**
 * The question's actions for whoever may take them: edit, delete, close or reopen, hide (loaded
 * after the first screen; see topic-menu-trigger.tsx).
 */
export function TopicMenu({
  topic,
  onEdit,
  defaultOpened,
  takeFocus,
}: TopicMenuProps & DeferredControlProps) {
  const { ref: target, onClose } = useDeferredTrigger<HTMLButtonElement>({
    defaultOpened,
    takeFocus,
  });
  const { t } = useTranslation('topics');
  const navigate = useNavigate();
  const [reasonFor, setReasonFor] = useState<TopicAction | null>(null);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteTopic(topic.id);
  const close = useTopicAction(topic.id, 'close');
  const reopen = useTopicAction(topic.id, 'reopen');
  const hide = useTopicAction(topic.id, 'hide');
  const actions = { close, reopen, hide };
  const isClosed = topic.status === 'closed';
  const { can } = topic;

  return (
    <>
      <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened} onClose={onClose}>
        <Menu.Target>
          <ActionIcon ref={target} variant="default" size="lg" aria-label={t('moderation.menu')}>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {can.edit && (
            <Menu.Item
              leftSection={<IconPencil size={16} aria-hidden="true" />}
              onMouseEnter={topicComposer.preload}
              onClick={onEdit}
            >
              {t('post.edit')}
            </Menu.Item>
          )}
          {can.close && (
            <Menu.Item
              leftSection={
                isClosed ? (
                  <IconLockOpen size={16} aria-hidden="true" />
                ) : (
                  <IconLock size={16} aria-hidden="true" />
                )
              }
              onClick={() => setReasonFor(isClosed ? 'reopen' : 'close')}
            >
              {isClosed ? t('moderation.reopen') : t('moderation.close')}
            </Menu.Item>
          )}
          {can.moderate && !topic.hidden && (
            <Menu.Item
              color="red"
              leftSection={<IconEyeOff size={16} aria-hidden="true" />}
              onClick={() => setReasonFor('hide')}
            >
              {t('moderation.hideTopic')}
            </Menu.Item>
          )}
          {can.delete && (
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} aria-hidden="true" />}
              onClick={() => setDeleting(true)}
            >
              {t('post.delete')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <ReasonDialog
        opened={reasonFor !== null}
        onClose={() => setReasonFor(null)}
        title={reasonFor ? t(`moderation.${reasonFor}Title`) : ''}
        description={reasonFor ? t(`moderation.${reasonFor}Text`) : ''}
        confirmLabel={reasonFor ? t(`moderation.${reasonFor}`) : ''}
        bounds={topicLimits.reason}
        onConfirm={async (reason) => {
          if (!reasonFor) return;
          await actions[reasonFor].mutateAsync(reason);
          toastSuccess(t(`moderation.${reasonFor}Done`));
        }}
      />
      <ConfirmDialog
        opened={deleting}
        title={t('post.deleteTitle')}
        confirmLabel={t('post.delete')}
        loading={remove.isPending}
        error={remove.error?.message ?? null}
        onCancel={() => {
          remove.reset();
          setDeleting(false);
        }}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              toastSuccess(t('post.deleted'));
              void navigate('/manage-topics');
            },
          })
        }
      >
        {t('post.deleteText')}
      </ConfirmDialog>
    </>
  );
}
