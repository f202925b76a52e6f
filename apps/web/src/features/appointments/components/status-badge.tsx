import { Badge } from '@mantine/core';
import type { Appointment } from '@school/shared/appointments/appointments.contract';
import type { AppointmentStatus } from '@school/shared/appointments/appointments.rules';
import { useTranslation } from 'react-i18next';

const colors: Record<AppointmentStatus, string> = {
  pending_approval: 'yellow',
  booked: 'blue',
  completed: 'teal',
  cancelled: 'gray',
  no_show: 'red',
};

/** The appointment's state; a cancelled one that an admin turned down reads "Rejected". */
export function AppointmentStatusBadge({
  appointment,
}: {
  appointment: Pick<Appointment, 'status' | 'cancellation'>;
}) {
  const { t } = useTranslation('appointments');
  const rejected = appointment.cancellation?.kind === 'rejected';
  return (
    <Badge
      color={rejected ? 'red' : colors[appointment.status]}
      variant="light"
      radius="sm"
      data-appointment-status={appointment.status}
    >
      {rejected ? t('status.rejected') : t(`status.${appointment.status}`)}
    </Badge>
  );
}
