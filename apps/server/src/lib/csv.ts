import Papa from 'papaparse';

/** A cell a spreadsheet would run as a formula (OWASP, CSV injection). */
export const formulaStart = /^[=+\-@\t\r]/;

export type CsvCell = string | number | null | undefined;

/** Text that would start a formula is written with a leading apostrophe; numbers stay numbers. */
function safe(cell: CsvCell): string | number {
  if (cell === null || cell === undefined) return '';
  return typeof cell === 'string' && formulaStart.test(cell) ? `'${cell}` : cell;
}

/**
 * Rows as CSV text: quoted where needed (RFC 4180), CRLF between rows, formulas defused. With
 * `fields`, a header row first. No line break after the last row.
 */
export function csvRows(rows: CsvCell[][], fields?: readonly string[]): string {
  const data = rows.map((row) => row.map(safe));
  return Papa.unparse(
    { fields: fields ? [...fields] : [], data },
    { header: fields !== undefined, newline: '\r\n' },
  );
}
