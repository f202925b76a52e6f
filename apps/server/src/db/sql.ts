import { getTableColumns, sql, type SQL, type Table } from 'drizzle-orm';
/** Escapes LIKE's wildcards (and its escape character) so a search word matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The rows of a raw `db.execute()` result: node-postgres answers `{ rows }`, the embedded engine's
 * driver the rows themselves.
 */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? (result as T[]);
}

/**
 * A table's columns by bare name, decoded as the table decodes them: to select, with the table's
 * types, the rows a set-returning function gives (`returns setof <table>`), which is no table
 * the query builder knows.
 */
export function columnsOf<T extends Table>(table: T) {
  const columns = getTableColumns(table);
  return Object.fromEntries(
    Object.entries(columns).map(([key, column]) => [
      key,
      sql`${sql.identifier(column.name)}`.mapWith(column),
    ]),
  ) as { [K in keyof T['$inferSelect']]: SQL<T['$inferSelect'][K]> };
}
