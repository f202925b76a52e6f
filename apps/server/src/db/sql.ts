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
