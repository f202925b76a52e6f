import type {
  Appointment,
  CreateAppointmentBody,
} from '@school/shared/appointments/appointments.contract';
import { useQueryClient } from '@tanstack/react-query';
import { useAttemptMutation } from '../../../hooks/use-attempt-mutation';
import { apiFetchResponse } from '../../../lib/api-client';
import { appointmentKeys } from './appointment-keys';

/**
 * POST /api/appointments: 201 booked (credits spent) or waiting for approval (over the student's
 * allowance, nothing spent); 409 when the slot is taken or the wallet cannot pay.
 */
export async function createAppointment(
  body: CreateAppointmentBody,
  idempotencyKey: string,
): Promise<Appointment> {
  const response = await apiFetchResponse('/appointments', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return (await response.json()) as Appointment;
}

/** Books at most once per attempt (hooks/use-attempt-mutation.ts). */
export function useCreateAppointment() {
  const queryClient = useQueryClient();
  const { attempt, ...mutation } = useAttemptMutation(createAppointment, () =>
    // The lists, the quotes (balance, allowance) and the free slots all changed; so did the wallet.
    Promise.all([
      queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['wallet'] }),
      queryClient.invalidateQueries({ queryKey: ['tutors'] }),
    ]),
  );
  return { ...mutation, book: attempt };
}
