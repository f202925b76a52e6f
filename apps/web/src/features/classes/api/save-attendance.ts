import type { AttendanceStatus } from '@school/shared/classes/classes.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { classKeys } from './class-keys';
import type { AttendanceGrid } from './get-attendance';

export type AttendanceMark = {
  sessionId: string;
  studentId: string;
  /** null clears the mark. */
  status: AttendanceStatus | null;
};
export type SaveAttendanceInput = { classId: string; marks: AttendanceMark[] };

export function saveAttendance({ classId, marks }: SaveAttendanceInput): Promise<AttendanceGrid> {
  return apiFetch<AttendanceGrid>(`/classes/${encodeURIComponent(classId)}/attendance`, {
    method: 'PUT',
    body: { marks },
  });
}

/** PUT /api/classes/:id/attendance with the changed cells; answers with the whole grid. */
export function useSaveAttendance() {
  const queryClient = useQueryClient();
  return useMutation<AttendanceGrid, ApiError, SaveAttendanceInput>({
    mutationFn: saveAttendance,
    onSuccess: (grid, { classId }) => {
      queryClient.setQueryData(classKeys.attendance(classId), grid);
      // The class's attendance rate (detail and lists) follows the new marks.
      return queryClient.invalidateQueries({
        predicate: (query) =>
          query.queryKey[0] === 'classes' &&
          !(query.queryKey[3] === 'attendance' && query.queryKey[2] === classId),
      });
    },
  });
}
