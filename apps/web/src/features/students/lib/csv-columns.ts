import { studentCsvColumns } from '@school/shared/students/students.rules';

/** The CSV columns in order, as the import reads them and the export writes them. */
export const csvColumns = studentCsvColumns;

export type CsvColumn = (typeof csvColumns)[number];

export function templateCsv(): Blob {
  return new Blob([`${csvColumns.join(',')}\r\n`], { type: 'text/csv;charset=utf-8' });
}
