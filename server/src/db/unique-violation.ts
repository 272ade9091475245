/**
 * The SQLSTATE of a database error. Drizzle wraps driver errors, so the code sits on the error
 * or one of its causes; PGlite and pg agree on the codes.
 */
function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return code;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** True when the database refused a write for a unique constraint (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23505';
}

/**
 * True when the database refused a write for a foreign key (SQLSTATE 23503): a row deleted
 * while another still points at it, e.g. a child added between a check and the delete.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23503';
}
