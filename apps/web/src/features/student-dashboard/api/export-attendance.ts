import { useMutation } from '@tanstack/react-query';
import { apiFetchResponse } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';

/** The file name the server gives in Content-Disposition, or a plain one. */
function fileNameOf(response: Response): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? 'attendance.csv';
}

/** GET /api/student-dashboard/{studentId}/attendance.csv, saved as a file. */
export async function exportAttendance(studentId: string): Promise<void> {
  const response = await apiFetchResponse(
    `/student-dashboard/${encodeURIComponent(studentId)}/attendance.csv`,
    { headers: { Accept: 'text/csv' } },
  );
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileNameOf(response);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 1_000);
  }
}

export function useExportAttendance() {
  return useMutation<undefined, ApiError, string>({
    mutationFn: async (studentId) => {
      await exportAttendance(studentId);
      return undefined;
    },
  });
}
