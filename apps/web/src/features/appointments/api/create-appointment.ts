import type {
  Appointment,
  CreateAppointmentBody,
} from '@school/shared/appointments/appointments.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { apiFetchResponse } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { createAttemptKeys } from '../../../lib/idempotency';
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

type BookCallbacks = {
  onSuccess?: (appointment: Appointment) => void;
  onError?: (error: ApiError) => void;
};

/**
 * Books at most once per attempt: a second press while one is in flight is ignored, and the same
 * attempt always travels with the same Idempotency-Key (src/lib/idempotency.ts).
 */
export function useCreateAppointment() {
  const queryClient = useQueryClient();
  const [keys] = useState(createAttemptKeys);
  const inFlight = useRef(false);
  const mutation = useMutation<Appointment, ApiError, CreateAppointmentBody>({
    mutationFn: (body) => createAppointment(body, keys.keyFor(JSON.stringify(body))),
    onSuccess: () => keys.settle(),
    onError: (error) => keys.settle(error),
    // The lists, the quotes (balance, allowance) and the free slots all changed; so did the wallet.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['wallet'] }),
        queryClient.invalidateQueries({ queryKey: ['tutors'] }),
      ]),
  });
  const { mutate } = mutation;
  const book = useCallback(
    (body: CreateAppointmentBody, callbacks: BookCallbacks = {}) => {
      if (inFlight.current) return;
      inFlight.current = true;
      mutate(body, {
        ...callbacks,
        onSettled: () => {
          inFlight.current = false;
        },
      });
    },
    [mutate],
  );
  return { ...mutation, book };
}
