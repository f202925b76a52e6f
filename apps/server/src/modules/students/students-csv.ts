import { studentCsvColumns, type StudentFields } from '@school/shared/students/students.contract';
import Papa from 'papaparse';
import { csvRows, formulaStart } from '../../lib/csv.ts';

type Column = (typeof studentCsvColumns)[number];

const normalise = (header: string) => header.toLowerCase().replace(/[\s_-]/g, '');
const columnByHeader = new Map<string, Column>(studentCsvColumns.map((c) => [normalise(c), c]));

export type ParsedCsv = {
  rows: Partial<Record<Column, string>>[];
  missingColumns: Column[];
  unknownColumns: string[];
};

export function parseStudentCsv(text: string): ParsedCsv {
  const result = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => columnByHeader.get(normalise(h)) ?? h.trim(),
  });
  const fields = result.meta.fields ?? [];
  const known = new Set<string>(studentCsvColumns);
  const rows = result.data.map((raw) => {
    const row: Partial<Record<Column, string>> = {};
    for (const column of studentCsvColumns) {
      const value = raw[column];
      if (typeof value === 'string')
        row[column] =
          value.startsWith("'") && formulaStart.test(value.slice(1)) ? value.slice(1) : value;
    }
    return row;
  });
  return {
    rows,
    missingColumns: (['firstName', 'lastName', 'email'] as const).filter(
      (c) => !fields.includes(c),
    ),
    unknownColumns: fields.filter((f) => !known.has(f)),
  };
}

export function studentCsv(
  rows: Record<keyof StudentFields, string | null | undefined>[],
  withHeader: boolean,
): string {
  return csvRows(
    rows.map((row) => studentCsvColumns.map((column) => row[column])),
    withHeader ? studentCsvColumns : undefined,
  );
}
