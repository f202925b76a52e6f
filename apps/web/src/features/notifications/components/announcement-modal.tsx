import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import { isConsolePath } from '@school/shared/notifications/notifications.rules';
import { useTranslation } from 'react-i18next';
import { useActingSchool, useChosenSchool } from '../../../lib/chosen-school';
import { translateFieldErrors } from '../../../lib/field-errors';
import { toastSuccess } from '../../../lib/toasts';
import { useSendAnnouncement } from '../api/send-announcement';
import { announcementHtml, announcementMaxLength } from '../lib/announcement-html';
import { GrowingTextarea } from '../../../components/growing-textarea';

type AnnouncementModalProps = {
  opened: boolean;
  onClose: () => void;
};

type Values = { message: string; url: string };

/**
 * A school admin announces to their own school; a platform admin to the school chosen in the top
 * bar (the API reads it from the request, as every school page does).
 */
export function AnnouncementModal({ opened, onClose }: AnnouncementModalProps) {
  const { t } = useTranslation('notifications');
  const send = useSendAnnouncement();
  const acting = useActingSchool();
  const chosen = useChosenSchool();
  const form = useForm<Values>({
    initialValues: { message: '', url: '/feeds' },
    validate: {
      message: (value) =>
        value.trim() === ''
          ? t('announce.messageRequired')
          : announcementHtml(value).length > announcementMaxLength
            ? t('announce.messageTooLong')
            : null,
      url: (value) =>
        value.trim() === '' || isConsolePath(value.trim()) ? null : t('announce.urlInvalid'),
    },
  });

  const close = () => {
    send.reset();
    form.reset();
    onClose();
  };

  const submit = form.onSubmit((values) => {
    send.mutate(
      {
        message: announcementHtml(values.message),
        url: values.url.trim() || '/feeds',
      },
      {
        onSuccess: ({ recipients }) => {
          toastSuccess(t('announce.sent', { count: recipients }));
          close();
        },
        onError: (error) =>
          form.setErrors(
            translateFieldErrors(error, {
              message: {
                bounds: { max: announcementMaxLength },
                texts: {
                  required: t('announce.messageRequired'),
                  too_long: t('announce.messageTooLong'),
                },
              },
              url: { texts: { invalid_format: t('announce.urlInvalid') } },
            }),
          ),
      },
    );
  });

  const fieldErrors = send.error ? Object.keys(send.error.fields).length : 0;
  return (
    <Modal opened={opened} onClose={close} title={t('announce.title')} size="lg" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('announce.intro')}
          </Text>
          {send.error && fieldErrors === 0 && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
              {send.error.status >= 500 || send.error.status === 0
                ? t('announce.failed')
                : send.error.message}
            </Alert>
          )}
          <GrowingTextarea
            label={t('announce.message')}
            placeholder={t('announce.messagePlaceholder')}
            description={t('announce.messageHint')}
            minRows={4}
            maxRows={10}
            required
            data-autofocus
            {...form.getInputProps('message')}
          />
          <TextInput
            label={t('announce.url')}
            description={t('announce.urlHint')}
            dir="ltr"
            {...form.getInputProps('url')}
          />
          {acting.canSwitch &&
            (chosen ? (
              <TextInput label={t('announce.school')} value={chosen.name} readOnly dir="auto" />
            ) : (
              <Alert color="yellow" variant="light" icon={<IconAlertCircle size={18} />}>
                {t('announce.chooseSchool')}
              </Alert>
            ))}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={close}>
              {t('announce.cancel')}
            </Button>
            <Button
              type="submit"
              loading={send.isPending}
              disabled={!acting.id}
              leftSection={<IconSend size={16} />}
            >
              {t('announce.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
