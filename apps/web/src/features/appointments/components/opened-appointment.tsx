import { Box, CloseButton } from '@mantine/core';
import type { Appointment } from '@school/shared/appointments/appointments.contract';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { SectionCard } from '../../../components/section-card';
import { SkeletonBlock } from '../../../components/skeleton-block';
import { useSchoolFormat } from '../../../lib/use-school-format';
import { useAppointment } from '../api/get-appointment';
import { AppointmentRow, type RowAction } from './appointment-row';
import classes from '../pages/my-appointments-page.module.css';

type OpenedAppointmentProps = {
  id: string;
  onAction: (action: RowAction, appointment: Appointment) => void;
  onClose: () => void;
};

/**
 * The appointment a link names (`?appointment=`: from the calendar, the wallet, a student's
 * page), above the list, with what may be done with it; closing it leaves the list.
 */
export function OpenedAppointment({ id, onAction, onClose }: OpenedAppointmentProps) {
  const { t } = useTranslation('appointments');
  const query = useAppointment(id);
  const format = useSchoolFormat(query.data?.timeZone);
  return (
    <SectionCard
      id="opened-appointment"
      title={t('opened.title')}
      padded={false}
      actions={<CloseButton aria-label={t('opened.close')} onClick={onClose} />}
    >
      {query.isPending ? (
        <Box p="md" aria-busy="true" aria-label={t('list.loading')}>
          <SkeletonBlock height={72} radius="md" />
        </Box>
      ) : query.isError ? (
        <LoadError
          m="md"
          error={query.error}
          notFound={{ title: t('opened.notFoundTitle'), text: t('opened.notFoundText') }}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <ul className={classes.rows} aria-labelledby="opened-appointment">
          <AppointmentRow appointment={query.data} format={format} onAction={onAction} />
        </ul>
      )}
    </SectionCard>
  );
}
