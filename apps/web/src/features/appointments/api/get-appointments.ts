import type { AppointmentsList } from '@school/shared/appointments/appointments.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { filterQuery, type AppointmentListParams } from '../lib/list-params';
import { appointmentKeys } from './appointment-keys';

function listPath(params: AppointmentListParams): string {
  const query = filterQuery(params);
  query.set('page', String(params.page));
  query.set('pageSize', String(params.pageSize));
  return `/appointments?${query.toString()}`;
}

/** GET /api/appointments: one page of a tab; the previous page stays on screen while the next loads. */
export function useAppointments(params: AppointmentListParams) {
  const path = listPath(params);
  return useQuery<AppointmentsList, ApiError>({
    queryKey: appointmentKeys.list(path),
    queryFn: ({ signal }) => apiFetch<AppointmentsList>(path, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/appointments?tab=pending: how many bookings wait for approval (the tab's count). */
export function usePendingCount(enabled: boolean) {
  const path = '/appointments?tab=pending&page=1&pageSize=1';
  return useQuery<AppointmentsList, ApiError>({
    queryKey: appointmentKeys.list(path),
    queryFn: ({ signal }) => apiFetch<AppointmentsList>(path, { signal }),
    enabled,
  });
}
