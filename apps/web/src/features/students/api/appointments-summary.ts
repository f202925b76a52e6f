import type {
  StudentAllowance,
  StudentAppointmentsSummary,
} from '@school/shared/appointments/appointments.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { studentsQueryKey } from './list-students';

const summaryKey = (id: string) => [...studentsQueryKey, 'appointments-summary', id] as const;

/** GET /api/students/:id/appointments-summary: allowance, spent this month, next sessions. */
export function useAppointmentsSummary(id: string | null) {
  return useQuery<StudentAppointmentsSummary, ApiError>({
    queryKey: summaryKey(id ?? ''),
    queryFn: ({ signal }) =>
      apiFetch<StudentAppointmentsSummary>(
        `/students/${encodeURIComponent(id ?? '')}/appointments-summary`,
        { signal },
      ),
    enabled: id !== null,
  });
}

/** PUT /api/students/:id/allowance: the monthly allowance in credits, or null for no limit. */
export function useSetAllowance() {
  const queryClient = useQueryClient();
  return useMutation<StudentAllowance, ApiError, { id: string; credits: number | null }>({
    mutationFn: ({ id, credits }) =>
      apiFetch<StudentAllowance>(`/students/${encodeURIComponent(id)}/allowance`, {
        method: 'PUT',
        body: { monthlyAllowanceCredits: credits },
      }),
    onSuccess: (_, { id }) => queryClient.invalidateQueries({ queryKey: summaryKey(id) }),
  });
}

/** POST /api/students/bulk-allowance: one allowance for every selected student. */
export function useBulkAllowance() {
  const queryClient = useQueryClient();
  return useMutation<{ updated: number }, ApiError, { ids: string[]; credits: number | null }>({
    mutationFn: ({ ids, credits }) =>
      apiFetch<{ updated: number }>('/students/bulk-allowance', {
        method: 'POST',
        body: { ids, monthlyAllowanceCredits: credits },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentsQueryKey }),
  });
}
