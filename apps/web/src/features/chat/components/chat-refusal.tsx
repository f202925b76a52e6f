import { Alert, Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { refusalTexts } from '../lib/refusal-texts';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The refusal of spec §8. Its title and text are fixed by the specification and compared
 * literally by clients, so they stay in English in every language; the hint below is translated.
 */
function RefusalText({ supportEmail }: { supportEmail: string }) {
  return (
    <Text size="sm" data-chat-refusal-text>
      {refusalTexts.text}{' '}
      {supportEmail && (
        <Anchor href={`mailto:${supportEmail}`} dir="ltr">
          {supportEmail}
        </Anchor>
      )}
    </Text>
  );
}

export function ChatRefusalAlert({
  supportEmail,
  onClose,
}: {
  supportEmail: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('chat');
  return (
    <Modal
      opened
      onClose={onClose}
      title={refusalTexts.title}
      centered
      size="sm"
      radius="lg"
      styles={{ title: { fontWeight: 650 } }}
    >
      <Stack gap="md" role="alertdialog" aria-label={refusalTexts.title}>
        <RefusalText supportEmail={supportEmail} />
        <Text size="xs" c="dimmed">
          {t('refusal.hint')}
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {t('refusal.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The same refusal in place of the page, for someone who opens /chat by its address. */
export function ChatRefusalPanel({ supportEmail }: { supportEmail: string }) {
  const { t } = useTranslation('chat');
  return (
    <Alert
      color="red"
      variant="light"
      radius="md"
      icon={<IconLock size={20} aria-hidden="true" />}
      title={refusalTexts.title}
      role="alert"
    >
      <Stack gap="xs">
        <RefusalText supportEmail={supportEmail} />
        <Text size="xs" c="dimmed">
          {t('refusal.hint')}
        </Text>
      </Stack>
    </Alert>
  );
}
