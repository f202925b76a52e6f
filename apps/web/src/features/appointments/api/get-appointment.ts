import type { Appointment } from '@school/shared/appointments/appointments.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { appointmentKeys } from './appointment-keys';

/** GET /api/appointments/{id}: one appointment (a link from the calendar or the wallet opens it). */
export function useAppointment(id: string | null) {
  return useQuery<Appointment, ApiError>({
    queryKey: appointmentKeys.detail(id ?? ''),
    queryFn: ({ signal }) => apiFetch<Appointment>(`/appointments/${id}`, { signal }),
    enabled: id !== null,
  });
}
