import { useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api-error';
import { downloadFile } from '../../../lib/download-file';
import { filterQuery, type RosterParams } from '../lib/roster-params';

export async function exportStudents(params: RosterParams): Promise<undefined> {
  await downloadFile(`/students/export.csv?${filterQuery(params).toString()}`, {
    name: `students-${new Date().toISOString().slice(0, 10)}.csv`,
  });
  return undefined;
}

/** GET /api/students/export.csv: the roster of the current filter and sort as a CSV file. */
export function useExportStudents() {
  return useMutation<undefined, ApiError, RosterParams>({ mutationFn: exportStudents });
}
