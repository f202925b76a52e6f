import { ActionIcon, Button, Menu, Text } from '@mantine/core';
import type { ChatImage, ChatMessage, ChatReply } from '@school/shared/chat/chat.contract';
import {
  IconAlertCircle,
  IconArrowBackUp,
  IconCheck,
  IconClock,
  IconDots,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchoolZone } from '../../../lib/use-school-format';
import type { PendingMessage } from '../live/pending';
import { messageTime } from '../lib/chat-time';
import classes from './message-pane.module.css';
import { MessageText } from './message-text';

/** A stored message, or one still on its way (with its sending state). */
export type ShownMessage = {
  key: string;
  id: string;
  seq: number;
  senderId: string;
  senderName: string;
  text: string;
  images: ChatImage[];
  replyTo: ChatReply | null;
  createdAt: string;
  editedAt: string | null;
  deletedAt: string | null;
  stored: ChatMessage | null;
  pending: PendingMessage | null;
};

export type MessageActions = {
  onReply: (message: ChatMessage) => void;
  onEdit: (message: ChatMessage) => void;
  onDelete: (message: ChatMessage) => void;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
  canEdit: (message: ChatMessage) => boolean;
  canDelete: (message: ChatMessage) => boolean;
};

function Images({ images }: { images: ChatImage[] }) {
  const { t } = useTranslation('chat');
  if (images.length === 0) return null;
  return (
    <span className={classes.images}>
      {images.map((image, index) => (
        <a key={image.id} href={image.url} target="_blank" rel="noopener noreferrer">
          <img
            className={classes.image}
            src={image.thumbnailUrl}
            alt={t('message.image', { n: index + 1 })}
            width={140}
            height={140}
            loading="lazy"
          />
        </a>
      ))}
    </span>
  );
}

function PendingState({ pending, actions }: { pending: PendingMessage; actions: MessageActions }) {
  const { t } = useTranslation('chat');
  if (pending.status === 'sending')
    return (
      <span className={classes.meta} data-message-state="sending">
        <IconClock size={12} aria-hidden="true" />
        {t('message.sending')}
      </span>
    );
  return (
    <span className={classes.meta} data-message-state="failed" role="status">
      <IconAlertCircle size={12} color="var(--mantine-color-red-filled)" aria-hidden="true" />
      <Text span size="xs" c="red">
        {pending.error ?? t('message.failed')}
      </Text>
      <Button size="compact-xs" variant="subtle" onClick={() => actions.onRetry(pending.clientId)}>
        {t('message.retry')}
      </Button>
      <Button
        size="compact-xs"
        variant="subtle"
        color="gray"
        onClick={() => actions.onDiscard(pending.clientId)}
      >
        {t('message.discard')}
      </Button>
    </span>
  );
}

type BubbleProps = {
  message: ShownMessage;
  /** The last of its sender's group: its time closes the group. */
  last: boolean;
  mine: boolean;
  seen: boolean;
  highlighted: boolean;
  actions: MessageActions;
};

export const MessageBubble = memo(function MessageBubble({
  message,
  last,
  mine,
  seen,
  highlighted,
  actions,
}: BubbleProps) {
  const { t, i18n } = useTranslation('chat');
  const zone = useSchoolZone();
  const stored = message.stored;
  const deleted = message.deletedAt !== null;
  const menu = stored && !deleted && (
    <Menu position={mine ? 'bottom-end' : 'bottom-start'} shadow="md" radius="md">
      <Menu.Target>
        <ActionIcon
          className={classes.actions}
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={t('message.actions')}
        >
          <IconDots size={16} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconArrowBackUp size={16} aria-hidden="true" />}
          onClick={() => actions.onReply(stored)}
        >
          {t('message.reply')}
        </Menu.Item>
        {actions.canEdit(stored) && (
          <Menu.Item
            leftSection={<IconPencil size={16} aria-hidden="true" />}
            onClick={() => actions.onEdit(stored)}
          >
            {t('message.edit')}
          </Menu.Item>
        )}
        {actions.canDelete(stored) && (
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            onClick={() => actions.onDelete(stored)}
          >
            {t('message.delete')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
  return (
    <>
      <div className={classes.row} data-message={message.id} data-seq={message.seq || undefined}>
        <div
          className={classes.bubble}
          data-deleted={deleted || undefined}
          data-failed={message.pending?.status === 'failed' || undefined}
          data-highlight={highlighted || undefined}
          dir="auto"
        >
          {deleted ? (
            t('message.deleted')
          ) : (
            <>
              {message.replyTo && (
                <span className={classes.quote}>
                  <strong>{message.replyTo.authorName}</strong>{' '}
                  {message.replyTo.deleted ? t('message.deleted') : message.replyTo.excerpt}
                </span>
              )}
              <Images images={message.images} />
              <MessageText text={message.text} />
            </>
          )}
        </div>
        {menu}
      </div>
      {message.pending ? (
        <PendingState pending={message.pending} actions={actions} />
      ) : !last && !seen && !(message.editedAt && !deleted) ? null : (
        <span className={classes.meta}>
          <time dateTime={message.createdAt}>
            {messageTime(message.createdAt, i18n.language, zone)}
          </time>
          {message.editedAt && !deleted && <span>· {t('message.edited')}</span>}
          {mine && !seen && <IconCheck size={12} aria-label={t('message.sent')} />}
          {seen && <span data-seen>· {t('message.seen')}</span>}
        </span>
      )}
    </>
  );
});
