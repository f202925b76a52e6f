import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Appointment } from '@school/shared/appointments/appointments.contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cancelTerms } from '../lib/cancel-policy';
import type { SchoolFormat } from '../../../lib/use-school-format';
import { SlotPicker } from './slot-picker';

type RescheduleDialogProps = {
  appointment: Appointment | null;
  format: SchoolFormat;
  loading: boolean;
  error: string | null;
  onClose: () => void;
  onSubmit: (startsAt: string) => void;
};

/** Another free start of the same tutor, same length; inside the notice the tutor must accept. */
export function RescheduleDialog({ appointment, onClose, ...props }: RescheduleDialogProps) {
  const { t } = useTranslation('appointments');
  return (
    <Modal
      opened={appointment !== null}
      onClose={onClose}
      title={t('reschedule.title')}
      centered
      size="xl"
      radius="lg"
      styles={{ title: { fontWeight: 650 } }}
    >
      {appointment && (
        <RescheduleForm
          key={appointment.id}
          appointment={appointment}
          onClose={onClose}
          {...props}
        />
      )}
    </Modal>
  );
}

function RescheduleForm({
  appointment,
  format,
  loading,
  error,
  onClose,
  onSubmit,
}: RescheduleDialogProps & { appointment: Appointment }) {
  const { t } = useTranslation('appointments');
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const late = cancelTerms(appointment).kind === 'late';
  return (
    <Stack gap="md">
      <Text size="sm">
        {t('reschedule.now', {
          tutor: appointment.tutor.name,
          slot: format.slot(appointment.startsAt),
        })}
      </Text>
      {late && (
        <Alert color="yellow" variant="light">
          {t('reschedule.late', { hours: appointment.cancellationNoticeHours })}
        </Alert>
      )}
      <SlotPicker
        tutorId={appointment.tutor.id}
        zone={appointment.timeZone}
        format={format}
        minutes={appointment.durationMinutes}
        value={startsAt}
        onChange={setStartsAt}
        label={t('reschedule.pick')}
      />
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={loading}>
          {t('reschedule.back')}
        </Button>
        <Button
          loading={loading}
          disabled={startsAt === null}
          onClick={() => startsAt && onSubmit(startsAt)}
        >
          {startsAt
            ? t('reschedule.confirm', { slot: format.slot(startsAt) })
            : t('reschedule.choose')}
        </Button>
      </Group>
    </Stack>
  );
}
