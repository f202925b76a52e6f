import { useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api-error';
import { downloadFile } from '../../../lib/download-file';

/** GET /api/student-dashboard/{studentId}/attendance.csv, saved under the server's name. */
export const exportAttendance = (studentId: string) =>
  downloadFile(`/student-dashboard/${encodeURIComponent(studentId)}/attendance.csv`, {
    fallbackName: 'attendance.csv',
  });

export function useExportAttendance() {
  return useMutation<undefined, ApiError, string>({
    mutationFn: async (studentId) => {
      await exportAttendance(studentId);
      return undefined;
    },
  });
}
