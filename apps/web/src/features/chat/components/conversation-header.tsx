import { ActionIcon, Group, Menu, Stack, Text } from '@mantine/core';
import type { ConversationDetail } from '@school/shared/chat/chat.contract';
import {
  IconArrowLeft,
  IconBell,
  IconBellOff,
  IconDots,
  IconPin,
  IconPinnedOff,
  IconSearch,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toastError } from '../../../lib/toasts';
import { useUpdateMember } from '../api/update-member';
import { useConnectionStatus } from '../live/connection';
import classes from './message-pane.module.css';
import { PersonAvatar } from './person-avatar';

type HeaderProps = {
  conversation: ConversationDetail;
  onSearch: () => void;
};

/** Who the conversation is with, their presence or the group's size, and the caller's settings. */
export function ConversationHeader({ conversation, onSearch }: HeaderProps) {
  const { t } = useTranslation('chat');
  const member = useUpdateMember(conversation.id);
  const connection = useConnectionStatus();
  const change = (body: { pinned?: boolean; muted?: boolean }) =>
    member.mutate(body, { onError: (error) => toastError(error.message) });
  let status: string;
  if (conversation.kind === 'group')
    status = t('pane.members', { count: conversation.memberCount });
  else status = t(`presence.${conversation.other?.presence ?? 'offline'}`);
  return (
    <div className={classes.header}>
      <ActionIcon
        component={Link}
        to={{ search: '' }}
        variant="subtle"
        size="lg"
        hiddenFrom="sm"
        aria-label={t('pane.back')}
      >
        <IconArrowLeft size={20} aria-hidden="true" className={classes.flip} />
      </ActionIcon>
      <PersonAvatar
        name={conversation.title}
        photo={conversation.photo}
        presence={conversation.other?.presence ?? null}
        group={conversation.kind === 'group'}
        size={36}
      />
      <Stack gap={0} miw={0} style={{ flex: 1 }}>
        <Text fw={650} truncate dir="auto" data-conversation-title>
          {conversation.title}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {status}
          {connection !== 'open' && ` · ${t('pane.reconnecting')}`}
        </Text>
      </Stack>
      <Group gap={4} wrap="nowrap">
        <ActionIcon variant="subtle" size="lg" onClick={onSearch} aria-label={t('search.open')}>
          <IconSearch size={18} aria-hidden="true" />
        </ActionIcon>
        <Menu position="bottom-end" shadow="md" radius="md">
          <Menu.Target>
            <ActionIcon variant="subtle" size="lg" aria-label={t('pane.settings')}>
              <IconDots size={18} aria-hidden="true" />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              leftSection={
                conversation.pinned ? <IconPinnedOff size={16} /> : <IconPin size={16} />
              }
              onClick={() => change({ pinned: !conversation.pinned })}
            >
              {conversation.pinned ? t('pane.unpin') : t('pane.pin')}
            </Menu.Item>
            <Menu.Item
              leftSection={conversation.muted ? <IconBell size={16} /> : <IconBellOff size={16} />}
              onClick={() => change({ muted: !conversation.muted })}
            >
              {conversation.muted ? t('pane.unmute') : t('pane.mute')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </div>
  );
}
