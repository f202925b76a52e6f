import { useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api-error';
import { downloadFile } from '../../../lib/download-file';
import { filterQuery, type AppointmentListParams } from '../lib/list-params';

/** GET /api/appointments/export.csv with the list's tab and filters, saved as a CSV file. */
export const exportAppointments = (params: AppointmentListParams) =>
  downloadFile(`/appointments/export.csv?${filterQuery(params).toString()}`, {
    name: `appointments-${params.tab}.csv`,
  });

export function useExportAppointments() {
  return useMutation<undefined, ApiError, AppointmentListParams>({
    mutationFn: async (params) => {
      await exportAppointments(params);
      return undefined;
    },
  });
}
