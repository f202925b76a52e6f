import { emailMaxLength, phoneMaxLength } from '../common/common.rules.ts';

export const studentStatuses = ['active', 'invited', 'deactivated'] as const;
export type StudentStatus = (typeof studentStatuses)[number];

export const studentSortKeys = [
  'lastName',
  'firstName',
  'email',
  'grade',
  'status',
  'enrolledAt',
  'createdAt',
] as const;
export type StudentSortKey = (typeof studentSortKeys)[number];

/** The longest value of each field a person types for a student (after trimming). */
export const studentMaxLengths = {
  firstName: 100,
  lastName: 100,
  email: emailMaxLength,
  grade: 30,
  phone: phoneMaxLength,
  guardianName: 200,
  guardianEmail: emailMaxLength,
  guardianPhone: phoneMaxLength,
  notes: 2000,
} as const;
export type StudentTextField = keyof typeof studentMaxLengths;

/** Most students one bulk status change or one import may touch. */
export const bulkStatusMaxIds = 500;
export const importMaxRows = 20_000;

/** CSV columns, in order; the export writes them and the import reads them (header names are case-insensitive). */
export const studentCsvColumns = [
  'firstName',
  'lastName',
  'email',
  'grade',
  'dateOfBirth',
  'phone',
  'guardianName',
  'guardianEmail',
  'guardianPhone',
  'notes',
] as const;
