import { Text } from '@mantine/core';
import type { Appointment } from '@school/shared/appointments/appointments.contract';
import { appointmentMaxLengths } from '@school/shared/appointments/appointments.rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ReasonDialog } from '../../../components/reason-dialog';
import { ApiError } from '../../../lib/api-error';
import { formatNumber } from '../../../lib/format-number';
import { toastSuccess } from '../../../lib/toasts';
import { useAppointmentAction } from '../api/appointment-actions';
import type { SchoolFormat } from '../../../lib/use-school-format';
import type { RowAction } from './appointment-row';
import { CancelDialog } from './cancel-dialog';
import { RescheduleDialog } from './reschedule-dialog';
import { refusalText } from './booking-summary';
import { ReviewDialog } from './review-dialog';

export type OpenAction = { action: RowAction; appointment: Appointment } | null;

type AppointmentDialogsProps = {
  open: OpenAction;
  onClose: () => void;
  format: SchoolFormat;
  mayRefundAnyway: boolean;
};

/** The dialogs the rows' buttons open: each asks first, then sends one request. */
export function AppointmentDialogs({
  open,
  onClose,
  format,
  mayRefundAnyway,
}: AppointmentDialogsProps) {
  const { t, i18n } = useTranslation('appointments');
  const mutation = useAppointmentAction();
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState(open);
  if (open !== shown) {
    setShown(open);
    setError(null);
  }
  const target = (action: RowAction) => (open?.action === action ? open.appointment : null);
  const close = () => {
    if (!mutation.isPending) onClose();
  };
  const failed = (caught: unknown) =>
    setError(caught instanceof ApiError ? refusalText(t, caught) : t('actions.failed'));

  async function run(
    request: Parameters<typeof mutation.mutateAsync>[0],
    done: string,
  ): Promise<void> {
    setError(null);
    await mutation.mutateAsync(request);
    toastSuccess(done);
    onClose();
  }

  const approving = target('approve');
  const rejecting = target('reject');
  return (
    <>
      <CancelDialog
        appointment={target('cancel')}
        format={format}
        mayRefundAnyway={mayRefundAnyway}
        loading={mutation.isPending}
        error={error}
        onCancel={close}
        onConfirm={(body) => {
          const appointment = target('cancel');
          if (appointment)
            run({ id: appointment.id, kind: 'cancel', body }, t('cancel.done')).catch(failed);
        }}
      />
      <RescheduleDialog
        appointment={target('reschedule')}
        format={format}
        loading={mutation.isPending}
        error={error}
        onClose={close}
        onSubmit={(startsAt) => {
          const appointment = target('reschedule');
          if (appointment)
            run(
              { id: appointment.id, kind: 'reschedule', body: { startsAt } },
              t('reschedule.done', { slot: format.slot(startsAt) }),
            ).catch(failed);
        }}
      />
      <ReviewDialog
        appointment={target('review')}
        loading={mutation.isPending}
        error={error}
        onClose={close}
        onSubmit={(body) => {
          const appointment = target('review');
          if (appointment)
            run({ id: appointment.id, kind: 'review', body }, t('review.done')).catch(failed);
        }}
      />
      <ConfirmDialog
        opened={approving !== null}
        title={t('approve.title')}
        confirmLabel={t('approve.confirm')}
        loading={mutation.isPending}
        error={error}
        onCancel={close}
        onConfirm={() => {
          if (approving)
            run({ id: approving.id, kind: 'approve' }, t('approve.done')).catch(failed);
        }}
      >
        {approving ? (
          <Text size="sm">
            {t('approve.text', {
              student: approving.student?.name ?? approving.bookedBy.name,
              tutor: approving.tutor.name,
              slot: format.slot(approving.startsAt),
              price: formatNumber(approving.priceCredits, i18n.language),
            })}
          </Text>
        ) : (
          ''
        )}
      </ConfirmDialog>
      <ReasonDialog
        opened={rejecting !== null}
        onClose={onClose}
        title={t('reject.title')}
        description={
          rejecting
            ? t('reject.text', {
                student: rejecting.student?.name ?? rejecting.bookedBy.name,
                tutor: rejecting.tutor.name,
              })
            : ''
        }
        confirmLabel={t('actions.reject')}
        bounds={{ min: 1, max: appointmentMaxLengths.reason }}
        placeholder={t('reject.placeholder')}
        onConfirm={async (reason) => {
          if (!rejecting) return;
          await mutation.mutateAsync({ id: rejecting.id, kind: 'reject', reason });
          toastSuccess(t('reject.done'));
        }}
      />
    </>
  );
}
