import type {
  Appointment,
  CancelAppointmentBody,
  RescheduleAppointmentBody,
  ReviewAppointmentBody,
} from '@school/shared/appointments/appointments.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { appointmentKeys } from './appointment-keys';

type Action =
  | { kind: 'cancel'; body: CancelAppointmentBody }
  | { kind: 'reschedule'; body: RescheduleAppointmentBody }
  | { kind: 'approve' }
  | { kind: 'reject'; reason: string }
  | { kind: 'review'; body: ReviewAppointmentBody };

export type AppointmentActionRequest = Action & { id: string };

function send({ id, ...action }: AppointmentActionRequest): Promise<Appointment> {
  const path = `/appointments/${encodeURIComponent(id)}/${action.kind}`;
  switch (action.kind) {
    case 'cancel':
    case 'reschedule':
    case 'review':
      return apiFetch<Appointment>(path, { method: 'POST', body: action.body });
    case 'approve':
      return apiFetch<Appointment>(path, { method: 'POST', body: {} });
    case 'reject':
      return apiFetch<Appointment>(path, { method: 'POST', body: { reason: action.reason } });
  }
}

/**
 * POST /api/appointments/:id/cancel | reschedule | approve | reject | review. Each moves credits
 * or frees a slot, so the lists, the wallet and the tutor's free time are read again after it.
 */
export function useAppointmentAction() {
  const queryClient = useQueryClient();
  return useMutation<Appointment, ApiError, AppointmentActionRequest>({
    mutationFn: send,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['wallet'] }),
        queryClient.invalidateQueries({ queryKey: ['tutors'] }),
      ]),
  });
}
