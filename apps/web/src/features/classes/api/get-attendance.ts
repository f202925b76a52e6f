import type { attendanceGridSchema } from '@school/shared/classes/classes.contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { classKeys } from './class-keys';

export type AttendanceGrid = z.infer<typeof attendanceGridSchema>;

export function getAttendance(classId: string, signal?: AbortSignal): Promise<AttendanceGrid> {
  return apiFetch<AttendanceGrid>(`/classes/${encodeURIComponent(classId)}/attendance`, {
    signal,
  });
}

export function useAttendance(classId: string) {
  return useQuery({
    queryKey: classKeys.attendance(classId),
    queryFn: ({ signal }) => getAttendance(classId, signal),
  });
}
