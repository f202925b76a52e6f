import type {
  AttendanceStatus,
  ClassPhase,
  ClassStatus,
} from '@school/shared/classes/classes.contract';

// Kept here as plain lists so list pages do not load the zod contract at run time.
export const statusOptions: readonly ClassStatus[] = [
  'pending_approval',
  'approved',
  'rejected',
  'cancelled',
];
export const phaseOptions: readonly ClassPhase[] = ['upcoming', 'ongoing', 'completed'];
export const attendanceOptions: readonly AttendanceStatus[] = [
  'present',
  'late',
  'absent',
  'excused',
];
export const pageSizes = [10, 20, 50, 100];
export const sortOptions = ['firstStartsAt', 'title', 'createdAt', 'status', 'capacity'] as const;

export function isStatus(value: string | null): value is ClassStatus {
  return statusOptions.some((status) => status === value);
}

export function isPhase(value: string | null): value is ClassPhase {
  return phaseOptions.some((phase) => phase === value);
}
