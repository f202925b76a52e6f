function hasSqlState(error: unknown, state: string): boolean {
  let current: unknown = error;
  // Drizzle wraps driver errors; the SQLSTATE sits on the cause.
  for (let depth = 0; current && depth < 4; depth++) {
    if (typeof current === 'object' && 'code' in current && current.code === state) return true;
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
  return false;
}

/** True for PostgreSQL's unique_violation (23505), from node-postgres or the embedded engine. */
export const isUniqueViolation = (error: unknown): boolean => hasSqlState(error, '23505');

/** True for PostgreSQL's check_violation (23514): a table's CHECK refused the row. */
export const isCheckViolation = (error: unknown): boolean => hasSqlState(error, '23514');

/** True for PostgreSQL's foreign_key_violation (23503): the row names one that does not exist. */
export const isForeignKeyViolation = (error: unknown): boolean => hasSqlState(error, '23503');
