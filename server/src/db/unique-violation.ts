/**
 * True when the database refused a write for a unique constraint (SQLSTATE 23505). Drizzle
 * wraps driver errors, so the code sits on the error or one of its causes; PGlite and pg agree.
 */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === '23505') {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
