import { Alert, Checkbox, Stack, Text } from '@mantine/core';
import type { Appointment } from '@school/shared/appointments/appointments.contract';
import { appointmentMaxLengths } from '@school/shared/appointments/appointments.rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatNumber } from '../../../lib/format-number';
import { useSubjectName } from '../../../lib/subjects';
import { cancelTerms } from '../lib/cancel-policy';
import type { SchoolFormat } from '../../../lib/use-school-format';
import { GrowingTextarea } from '../../../components/growing-textarea';

type CancelDialogProps = {
  appointment: Appointment | null;
  format: SchoolFormat;
  /** The caller may refund a late cancellation anyway (the school admin), with a reason. */
  mayRefundAnyway: boolean;
  loading: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: (body: { reason: string | null; refundAnyway: boolean }) => void;
};

/** Asks before cancelling, and says first what happens to the credits under the school's policy. */
export function CancelDialog({
  appointment,
  format,
  mayRefundAnyway,
  loading,
  error,
  onCancel,
  onConfirm,
}: CancelDialogProps) {
  const { t, i18n } = useTranslation('appointments');
  const subjectName = useSubjectName();
  const [refundAnyway, setRefundAnyway] = useState(false);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  // Another appointment starts with a blank form.
  const [shownId, setShownId] = useState(appointment?.id);
  if (appointment?.id !== shownId) {
    setShownId(appointment?.id);
    setRefundAnyway(false);
    setReason('');
    setTried(false);
  }
  const reasonMissing = refundAnyway && reason.trim() === '';
  const terms = appointment ? cancelTerms(appointment) : null;
  const price = appointment
    ? t('credits', {
        count: appointment.priceCredits,
        formatted: formatNumber(appointment.priceCredits, i18n.language),
      })
    : '';
  return (
    <ConfirmDialog
      opened={appointment !== null}
      title={t('cancel.title')}
      confirmLabel={t('cancel.confirm')}
      cancelLabel={t('cancel.keep')}
      loading={loading}
      error={error}
      onCancel={onCancel}
      onConfirm={() => {
        setTried(true);
        if (!reasonMissing) onConfirm({ reason: reason.trim() || null, refundAnyway });
      }}
    >
      {appointment && terms && (
        <Stack gap="sm">
          <Text size="sm">
            {t('cancel.what', {
              subject: subjectName(appointment.subject),
              tutor: appointment.tutor.name,
              slot: format.slot(appointment.startsAt),
            })}
          </Text>
          <Alert color={terms.kind === 'late' ? 'orange' : 'teal'} variant="light">
            {terms.kind === 'free'
              ? t('cancel.free', { until: format.slot(terms.until), price })
              : terms.kind === 'late'
                ? t('cancel.late', { hours: terms.noticeHours, price })
                : t('cancel.unpaid')}
          </Alert>
          {terms.kind === 'late' && mayRefundAnyway && (
            <Checkbox
              label={t('cancel.refundAnyway', { price })}
              checked={refundAnyway}
              onChange={(event) => setRefundAnyway(event.currentTarget.checked)}
            />
          )}
          <GrowingTextarea
            label={refundAnyway ? t('cancel.reasonRequired') : t('cancel.reason')}
            minRows={2}
            maxRows={5}
            maxLength={appointmentMaxLengths.reason}
            required={refundAnyway}
            value={reason}
            error={tried && reasonMissing ? t('cancel.reasonMissing') : undefined}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
        </Stack>
      )}
    </ConfirmDialog>
  );
}
