import type { ImportResponse } from '@school/shared/students/students.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api-error';
import { studentsQueryKey } from './list-students';
import { apiFetch } from '../../../lib/api-client';

export type ImportInput = { file: File; dryRun: boolean; skipInvalid: boolean };

export async function importStudents({
  file,
  dryRun,
  skipInvalid,
}: ImportInput): Promise<ImportResponse> {
  const body = new FormData();
  body.append('file', file);
  const query = new URLSearchParams({ dryRun: String(dryRun), skipInvalid: String(skipInvalid) });
  return apiFetch<ImportResponse>(`/students/import?${query.toString()}`, { method: 'POST', body });
}

/**
 * POST /api/students/import: a dry run checks every row; a commit imports the valid rows (with
 * skipInvalid) or nothing at all.
 */
export function useImportStudents() {
  const queryClient = useQueryClient();
  return useMutation<ImportResponse, ApiError, ImportInput>({
    mutationFn: importStudents,
    onSuccess: (result) => {
      if (!result.dryRun) void queryClient.invalidateQueries({ queryKey: studentsQueryKey });
    },
  });
}
