import { Avatar, Loader, Text } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchoolZone } from '../../../lib/use-school-format';
import { dayLabel } from '../lib/chat-time';
import { buildTimeline, localDay } from '../lib/timeline';
import { MessageBubble, type MessageActions, type ShownMessage } from './message-bubble';
import classes from './message-pane.module.css';

type TimelineProps = {
  messages: ShownMessage[];
  myId: string;
  group: boolean;
  firstUnreadId: string | null;
  seenId: string | null;
  highlightId: string | null;
  loadingOlder: boolean;
  hasOlder: boolean;
  actions: MessageActions;
};

/** Day separators, the unread marker, and each sender's messages grouped under one name. */
export function MessageTimeline({
  messages,
  myId,
  group,
  firstUnreadId,
  seenId,
  highlightId,
  loadingOlder,
  hasOlder,
  actions,
}: TimelineProps) {
  const { t, i18n } = useTranslation('chat');
  const zone = useSchoolZone();
  const items = useMemo(
    () => buildTimeline(messages, { dayOf: (iso) => localDay(iso, zone), firstUnreadId }),
    [messages, firstUnreadId, zone],
  );
  const words = { today: t('day.today'), yesterday: t('day.yesterday') };
  return (
    <>
      <div aria-live="polite" style={{ textAlign: 'center', minHeight: 28 }}>
        {loadingOlder && <Loader size="sm" aria-label={t('pane.loadingOlder')} />}
        {!hasOlder && messages.length > 0 && (
          <Text size="xs" c="dimmed">
            <IconArrowUp size={12} aria-hidden="true" /> {t('pane.start')}
          </Text>
        )}
      </div>
      {items.map((item) => {
        if (item.kind === 'day')
          return (
            <div key={item.key} className={classes.day} role="separator">
              {dayLabel(item.day, i18n.language, zone, words)}
            </div>
          );
        if (item.kind === 'unread')
          return (
            <div key={item.key} className={classes.unreadMarker} data-unread-marker>
              {t('pane.newMessages')}
            </div>
          );
        const first = item.messages[0];
        const mine = item.senderId === myId;
        return (
          <div key={item.key} className={classes.group} data-mine={mine || undefined}>
            {group && !mine && (
              <Avatar size={28} radius="xl" color="indigo" aria-hidden="true">
                {first?.senderName.slice(0, 1).toUpperCase()}
              </Avatar>
            )}
            <div className={classes.messages}>
              {group && !mine && first && (
                <span className={classes.sender} dir="auto">
                  {first.senderName}
                </span>
              )}
              {item.messages.map((message, index) => (
                <Fragment key={message.key}>
                  <MessageBubble
                    message={message}
                    last={index === item.messages.length - 1}
                    mine={mine}
                    seen={message.id === seenId}
                    highlighted={message.id === highlightId}
                    actions={actions}
                  />
                </Fragment>
              ))}
            </div>
          </div>
        );
      })}
      {messages.length === 0 && (
        <Text ta="center" c="dimmed" size="sm" py="xl">
          {t('pane.empty')}
        </Text>
      )}
    </>
  );
}
