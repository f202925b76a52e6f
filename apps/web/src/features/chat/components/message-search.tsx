import {
  CloseButton,
  Group,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ChatMessage } from '@school/shared/chat/chat.contract';
import { chatLimits, messageExcerpt } from '@school/shared/chat/chat.rules';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchoolZone } from '../../../lib/use-school-format';
import { LoadError } from '../../../components/load-error';
import { useMessageSearch } from '../api/search-messages';
import { listTime } from '../lib/chat-time';

type MessageSearchProps = {
  conversationId: string;
  onPick: (message: ChatMessage) => void;
  onClose: () => void;
};

/** Search inside one conversation; a result opens the history at that message. */
export function MessageSearch({ conversationId, onPick, onClose }: MessageSearchProps) {
  const { t, i18n } = useTranslation('chat');
  const zone = useSchoolZone();
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const [q] = useDebouncedValue(text.trim(), 300);
  const search = useMessageSearch(conversationId, q);
  let body = null;
  if (q && search.isPending)
    body = (
      <Text size="sm" c="dimmed">
        {t('search.searching')}
      </Text>
    );
  else if (search.isError)
    body = <LoadError error={search.error} onRetry={() => void search.refetch()} />;
  else if (q && search.data?.items.length === 0)
    body = (
      <Text size="sm" c="dimmed">
        {t('search.none')}
      </Text>
    );
  else if (search.data)
    body = (
      <Stack
        gap={2}
        component="ul"
        aria-label={t('search.results')}
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {search.data.items.map((message) => (
          <li key={message.id}>
            <UnstyledButton
              w="100%"
              p={6}
              onClick={() => onPick(message)}
              style={{ borderRadius: 'var(--mantine-radius-sm)' }}
            >
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="xs" fw={600} truncate dir="auto">
                  {message.author.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {listTime(message.createdAt, i18n.language, zone)}
                </Text>
              </Group>
              <Text size="sm" lineClamp={2} dir="auto">
                {messageExcerpt(message.text)}
              </Text>
            </UnstyledButton>
          </li>
        ))}
      </Stack>
    );
  return (
    <Stack
      gap="xs"
      p="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <TextInput
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        rightSection={<CloseButton onClick={onClose} aria-label={t('search.close')} />}
        maxLength={chatLimits.search}
        ref={input}
      />
      {body && (
        <ScrollArea.Autosize mah={240} type="auto">
          {body}
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
