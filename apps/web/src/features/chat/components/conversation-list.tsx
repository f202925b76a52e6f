import { ActionIcon, Group, ScrollArea, Skeleton, Stack, Title, Tooltip } from '@mantine/core';
import { IconMessagePlus, IconMessages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { SearchField } from '../../../components/search-field';
import { useConversations } from '../api/get-conversations';
import classes from './conversation-list.module.css';
import { ConversationRow } from './conversation-row';
import { PresencePicker } from './presence-picker';

type ConversationListProps = {
  myId: string;
  activeId: string | null;
  q: string;
  onSearch: (q: string) => void;
  onNew: () => void;
};

/** Every conversation of the caller: pinned first, then the latest activity, with unread counts. */
export function ConversationList({ myId, activeId, q, onSearch, onNew }: ConversationListProps) {
  const { t } = useTranslation('chat');
  const list = useConversations(q);
  let body;
  if (list.isPending) {
    body = (
      <Stack gap="sm" p="sm" aria-busy="true" aria-label={t('list.loading')}>
        {[0, 1, 2, 3].map((i) => (
          <Group key={i} gap="sm" wrap="nowrap">
            <Skeleton circle height={40} />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton height={12} width="60%" />
              <Skeleton height={10} width="85%" />
            </Stack>
          </Group>
        ))}
      </Stack>
    );
  } else if (list.isError) {
    body = (
      <LoadError
        m="sm"
        error={list.error}
        title={t('list.error')}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (list.data.items.length === 0) {
    body = q ? (
      <EmptyState framed icon={<IconMessages size={26} />} title={t('list.noMatch', { q })} />
    ) : (
      <EmptyState
        icon={<IconMessages size={26} />}
        title={t('list.empty')}
        text={t('list.emptyText')}
      />
    );
  } else {
    body = (
      <ul className={classes.list} aria-label={t('list.label')} data-conversation-list>
        {list.data.items.map((item) => (
          <li key={item.id}>
            <ConversationRow item={item} myId={myId} active={item.id === activeId} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Stack gap={0} h="100%" mih={0}>
      <Stack gap="xs" p="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={2} size="h4">
            {t('list.title')}
          </Title>
          <Group gap={4} wrap="nowrap">
            <PresencePicker />
            <Tooltip label={t('new.open')} withArrow>
              <ActionIcon variant="light" size="lg" onClick={onNew} aria-label={t('new.open')}>
                <IconMessagePlus size={18} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        <SearchField
          value={q}
          onSearch={onSearch}
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          clearLabel={t('list.clear')}
        />
      </Stack>
      <ScrollArea style={{ flex: 1 }} type="auto">
        {body}
      </ScrollArea>
    </Stack>
  );
}
