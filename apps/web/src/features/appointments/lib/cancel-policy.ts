import type { Appointment } from '@school/shared/appointments/appointments.contract';

/**
 * What cancelling one appointment now does to the money, as the cancel dialog spells it out: free
 * (full refund) until the school's notice before the start, no refund after that unless a school
 * admin refunds anyway. The server decides and says so in the appointment
 * (`refundIfCancelledNow`, `freeCancellationUntil`); this turns that into the dialog's case.
 */
export type CancelTerms =
  { kind: 'free'; until: string } | { kind: 'late'; noticeHours: number } | { kind: 'unpaid' };

type Terms = Pick<
  Appointment,
  'status' | 'freeCancellationUntil' | 'refundIfCancelledNow' | 'cancellationNoticeHours'
>;

export function cancelTerms(appointment: Terms): CancelTerms {
  // Nothing was spent on a booking still waiting for approval: there is nothing to refund.
  if (appointment.status === 'pending_approval') return { kind: 'unpaid' };
  return appointment.refundIfCancelledNow
    ? { kind: 'free', until: appointment.freeCancellationUntil }
    : { kind: 'late', noticeHours: appointment.cancellationNoticeHours };
}
