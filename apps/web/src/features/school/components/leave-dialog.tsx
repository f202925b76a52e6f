import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type LeaveDialogProps = { opened: boolean; onStay: () => void; onLeave: () => void };

export function LeaveDialog({ opened, onStay, onLeave }: LeaveDialogProps) {
  const { t } = useTranslation('school');
  return (
    <Modal
      opened={opened}
      onClose={onStay}
      title={t('leave.title')}
      centered
      radius="lg"
      styles={{ title: { fontWeight: 650 } }}
    >
      <Text size="sm">{t('leave.text')}</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onStay} data-autofocus>
          {t('leave.stay')}
        </Button>
        <Button color="red" onClick={onLeave}>
          {t('leave.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
