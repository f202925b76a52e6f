import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  ScrollArea,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ChatContact } from '@school/shared/chat/chat.contract';
import { chatLimits } from '@school/shared/chat/chat.rules';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { useContacts } from '../api/get-contacts';
import { useCreateConversation } from '../api/create-conversation';
import { PersonAvatar } from './person-avatar';

type Kind = 'direct' | 'group';

function ContactLine({ contact }: { contact: ChatContact }) {
  const { t } = useTranslation('translation');
  return (
    <Group gap="sm" wrap="nowrap">
      <PersonAvatar
        name={contact.name}
        photo={contact.photo}
        presence={contact.presence}
        size={32}
      />
      <Stack gap={0} miw={0}>
        <Text size="sm" fw={500} truncate dir="auto">
          {contact.name}
        </Text>
        <Text size="xs" c="dimmed">
          {t(`roles.${contact.role}`)}
        </Text>
      </Stack>
    </Group>
  );
}

/** A new direct or group conversation, with the people the school's rules allow. */
export function NewConversationModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const { t } = useTranslation('chat');
  const [kind, setKind] = useState<Kind>('direct');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<ChatContact[]>([]);
  const [nameError, setNameError] = useState<string | null>(null);
  const contacts = useContacts(q, opened);
  const create = useCreateConversation();

  const close = () => {
    setSearch('');
    setName('');
    setChosen([]);
    setNameError(null);
    create.reset();
    onClose();
  };
  const done = (id: string) => {
    close();
    onCreated(id);
  };
  const startDirect = (contact: ChatContact) => {
    if (contact.conversationId) return done(contact.conversationId);
    create.mutate({ kind: 'direct', userId: contact.id }, { onSuccess: (c) => done(c.id) });
  };
  const toggle = (contact: ChatContact) =>
    setChosen((list) =>
      list.some((c) => c.id === contact.id)
        ? list.filter((c) => c.id !== contact.id)
        : [...list, contact],
    );
  const startGroup = () => {
    const trimmed = name.trim();
    if (!trimmed) return setNameError(t('new.nameRequired'));
    if (trimmed.length > chatLimits.groupName.max)
      return setNameError(t('new.nameMax', { max: chatLimits.groupName.max }));
    create.mutate(
      { kind: 'group', name: trimmed, memberIds: chosen.map((c) => c.id) },
      { onSuccess: (c) => done(c.id) },
    );
  };
  const tooMany = chosen.length > chatLimits.groupMembers - 1;

  let people;
  if (contacts.isPending)
    people = (
      <Text size="sm" c="dimmed">
        {t('new.loading')}
      </Text>
    );
  else if (contacts.isError)
    people = <LoadError error={contacts.error} onRetry={() => void contacts.refetch()} />;
  else if (contacts.data.items.length === 0)
    people = (
      <Text size="sm" c="dimmed">
        {q ? t('new.noMatch') : t('new.nobody')}
      </Text>
    );
  else
    people = (
      <Stack
        gap={4}
        component="ul"
        aria-label={t('new.people')}
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {contacts.data.items.map((contact) => (
          <li key={contact.id}>
            {kind === 'direct' ? (
              <UnstyledButton
                onClick={() => startDirect(contact)}
                disabled={create.isPending}
                p={6}
                w="100%"
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
                aria-label={t('new.talkTo', { name: contact.name })}
              >
                <ContactLine contact={contact} />
              </UnstyledButton>
            ) : (
              <Checkbox
                p={6}
                checked={chosen.some((c) => c.id === contact.id)}
                onChange={() => toggle(contact)}
                label={<ContactLine contact={contact} />}
                aria-label={contact.name}
              />
            )}
          </li>
        ))}
      </Stack>
    );

  return (
    <Modal opened={opened} onClose={close} title={t('new.title')} radius="lg" size="md" centered>
      <Stack gap="md">
        <SegmentedControl
          fullWidth
          value={kind}
          onChange={(value) => setKind(value === 'group' ? 'group' : 'direct')}
          data={[
            { value: 'direct', label: t('new.direct') },
            { value: 'group', label: t('new.group') },
          ]}
        />
        {kind === 'group' && (
          <TextInput
            label={t('new.name')}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setNameError(null);
            }}
            error={nameError ?? create.error?.fields.name}
            maxLength={chatLimits.groupName.max + 20}
            required
          />
        )}
        <TextInput
          label={t('new.search')}
          placeholder={t('new.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maxLength={chatLimits.search}
          data-autofocus
        />
        <ScrollArea.Autosize mah={320} type="auto">
          {people}
        </ScrollArea.Autosize>
        {create.error && !create.error.fields.name && (
          <Alert color="red" variant="light" role="alert">
            {create.error.message}
          </Alert>
        )}
        {kind === 'group' && (
          <Group justify="space-between" gap="sm">
            <Text size="sm" c={tooMany ? 'red' : 'dimmed'}>
              {t('new.chosen', { count: chosen.length, max: chatLimits.groupMembers - 1 })}
            </Text>
            <Button
              onClick={startGroup}
              loading={create.isPending}
              disabled={chosen.length === 0 || tooMany}
            >
              {t('new.create')}
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
