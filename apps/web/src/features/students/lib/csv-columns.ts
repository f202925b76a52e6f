import type { studentCsvColumns as contractColumns } from '@school/shared/students/students.contract';

/** The CSV columns in order (students.contract); `satisfies` fails the build if they drift apart. */
export const csvColumns = [
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
] as const satisfies typeof contractColumns;

export type CsvColumn = (typeof csvColumns)[number];

export function templateCsv(): Blob {
  return new Blob([`${csvColumns.join(',')}\r\n`], { type: 'text/csv;charset=utf-8' });
}
