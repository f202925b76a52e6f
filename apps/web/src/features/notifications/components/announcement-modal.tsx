import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import { uuidPattern } from '@school/shared/common/common.rules';
import { isConsolePath } from '@school/shared/notifications/notifications.rules';
import { useTranslation } from 'react-i18next';
import { translateFieldErrors } from '../../../lib/field-errors';
import { toastSuccess } from '../../../lib/toasts';
import { useSendAnnouncement } from '../api/send-announcement';
import { announcementHtml, announcementMaxLength } from '../lib/announcement-html';

type AnnouncementModalProps = {
  opened: boolean;
  onClose: () => void;
  /** Platform admins name the school; a school admin always announces to their own school. */
  askSchool: boolean;
};

type Values = { message: string; url: string; schoolId: string };

export function AnnouncementModal({ opened, onClose, askSchool }: AnnouncementModalProps) {
  const { t } = useTranslation('notifications');
  const send = useSendAnnouncement();
  const form = useForm<Values>({
    initialValues: { message: '', url: '/feeds', schoolId: '' },
    validate: {
      message: (value) =>
        value.trim() === ''
          ? t('announce.messageRequired')
          : announcementHtml(value).length > announcementMaxLength
            ? t('announce.messageTooLong')
            : null,
      url: (value) =>
        value.trim() === '' || isConsolePath(value.trim()) ? null : t('announce.urlInvalid'),
      schoolId: (value) =>
        !askSchool
          ? null
          : value.trim() === ''
            ? t('announce.schoolIdRequired')
            : uuidPattern.test(value.trim())
              ? null
              : t('announce.schoolIdInvalid'),
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
        ...(askSchool ? { schoolId: values.schoolId.trim() } : {}),
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
              schoolId: {
                texts: {
                  invalid_format: t('announce.schoolIdInvalid'),
                  not_found: t('announce.schoolIdInvalid'),
                },
              },
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
          <Textarea
            label={t('announce.message')}
            placeholder={t('announce.messagePlaceholder')}
            description={t('announce.messageHint')}
            autosize
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
          {askSchool && (
            <TextInput
              label={t('announce.schoolId')}
              description={t('announce.schoolIdHint')}
              placeholder="00000000-0000-0000-0000-000000000000"
              required
              dir="ltr"
              {...form.getInputProps('schoolId')}
            />
          )}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={close}>
              {t('announce.cancel')}
            </Button>
            <Button type="submit" loading={send.isPending} leftSection={<IconSend size={16} />}>
              {t('announce.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
