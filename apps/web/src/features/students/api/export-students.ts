import { useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api-error';
import { filterQuery, type RosterParams } from '../lib/roster-params';
import { saveFile } from '../lib/save-file';
import { apiFetchResponse } from '../../../lib/api-client';

export async function exportStudents(params: RosterParams): Promise<undefined> {
  // The export needs the token header, so it is fetched and saved rather than linked.
  const response = await apiFetchResponse(`/students/export.csv?${filterQuery(params).toString()}`);
  const blob = await response.blob();
  saveFile(blob, `students-${new Date().toISOString().slice(0, 10)}.csv`);
  return undefined;
}

/** GET /api/students/export.csv: the roster of the current filter and sort as a CSV file. */
export function useExportStudents() {
  return useMutation<undefined, ApiError, RosterParams>({ mutationFn: exportStudents });
}
