import type { Appointment } from '@school/shared/appointments/appointments.contract';
import type { AppointmentStatus } from '@school/shared/appointments/appointments.rules';
import { useTranslation } from 'react-i18next';
import { ToneBadge } from '../../../components/tone-badge';

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
    <ToneBadge
      color={rejected ? 'red' : colors[appointment.status]}
      label={rejected ? t('status.rejected') : t(`status.${appointment.status}`)}
      data-appointment-status={appointment.status}
    />
  );
}
