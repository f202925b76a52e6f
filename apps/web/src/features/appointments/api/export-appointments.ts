import { useMutation } from '@tanstack/react-query';
import { apiFetchResponse } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { filterQuery, type AppointmentListParams } from '../lib/list-params';

/** GET /api/appointments/export.csv with the list's tab and filters, saved as a CSV file. */
export async function exportAppointments(params: AppointmentListParams): Promise<void> {
  const response = await apiFetchResponse(
    `/appointments/export.csv?${filterQuery(params).toString()}`,
    { headers: { Accept: 'text/csv' } },
  );
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = `appointments-${params.tab}.csv`;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 1_000);
  }
}

export function useExportAppointments() {
  return useMutation<undefined, ApiError, AppointmentListParams>({
    mutationFn: async (params) => {
      await exportAppointments(params);
      return undefined;
    },
  });
}
