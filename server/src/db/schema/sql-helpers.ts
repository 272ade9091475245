import { type SQL, sql } from 'drizzle-orm';

/**
 * Literal list for CHECK constraints: drizzle-kit writes constraint SQL verbatim, so the values
 * must be inlined rather than bound as parameters.
 */
export function inList(values: readonly string[]): SQL {
  return sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '));
}
