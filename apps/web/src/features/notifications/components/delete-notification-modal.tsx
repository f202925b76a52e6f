import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type DeleteNotificationModalProps = {
  opened: boolean;
  loading: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

export function DeleteNotificationModal({
  opened,
  loading,
  onCancel,
  onConfirm,
}: DeleteNotificationModalProps) {
  const { t } = useTranslation('notifications');
  return (
    <Modal opened={opened} onClose={onCancel} title={t('delete.title')} centered size="sm">
      <Stack gap="lg">
        <Text size="sm">{t('delete.text')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} data-autofocus>
            {t('delete.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={loading}>
            {t('delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
