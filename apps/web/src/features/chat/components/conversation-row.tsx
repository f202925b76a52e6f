import { Badge } from '@mantine/core';
import type { ConversationListItem } from '@school/shared/chat/chat.contract';
import { IconBellOff, IconPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSchoolZone } from '../../../lib/use-school-format';
import { Link } from 'react-router';
import { listTime } from '../lib/chat-time';
import classes from './conversation-list.module.css';
import { PersonAvatar } from './person-avatar';

function usePreview(item: ConversationListItem, myId: string): string {
  const { t } = useTranslation('chat');
  const last = item.lastMessage;
  if (!last) return t('list.noMessages');
  const body = last.deleted
    ? t('message.deleted')
    : last.excerpt || t('list.images', { count: last.imageCount });
  if (last.authorId === myId) return t('list.you', { text: body });
  if (item.kind === 'group') return t('list.by', { name: last.authorName, text: body });
  return body;
}

type ConversationRowProps = { item: ConversationListItem; myId: string; active: boolean };

export function ConversationRow({ item, myId, active }: ConversationRowProps) {
  const { t, i18n } = useTranslation('chat');
  const zone = useSchoolZone();
  const preview = usePreview(item, myId);
  const unread = item.unread > 0;
  return (
    <Link
      to={{ search: `?c=${item.id}` }}
      className={classes.row}
      aria-current={active ? 'true' : undefined}
      data-unread={unread || undefined}
      data-conversation={item.id}
    >
      <PersonAvatar
        name={item.title}
        photo={item.photo}
        presence={item.other?.presence ?? null}
        group={item.kind === 'group'}
      />
      <span className={classes.body}>
        <span className={classes.line}>
          <span className={classes.title} dir="auto">
            {item.title}
          </span>
          {item.pinned && <IconPin size={14} aria-label={t('list.pinned')} />}
          {item.muted && <IconBellOff size={14} aria-label={t('list.muted')} />}
          <span className={classes.time}>
            {listTime(item.lastMessage?.createdAt ?? item.updatedAt, i18n.language, zone)}
          </span>
        </span>
        <span className={classes.line}>
          <span className={classes.preview} dir="auto">
            {preview}
          </span>
          {unread && (
            <Badge
              size="sm"
              circle={item.unread < 10}
              color={item.muted ? 'gray' : 'red'}
              aria-label={t('list.unread', { count: item.unread })}
              data-unread-count
            >
              {item.unread > 99 ? '99+' : item.unread}
            </Badge>
          )}
        </span>
      </span>
    </Link>
  );
}
