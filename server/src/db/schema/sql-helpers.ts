import { type SQL, sql } from 'drizzle-orm';
import { customType } from 'drizzle-orm/pg-core';

/**
 * Literal list for CHECK constraints: drizzle-kit writes constraint SQL verbatim, so the values
 * must be inlined rather than bound as parameters.
 */
export function inList(values: readonly string[]): SQL {
  return sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '));
}

/**
 * A rank key (domain/common/rank.ts): text compared byte by byte, whatever the database's locale,
 * because fractional keys order by their characters' codes ("Z" before "a").
 */
export const rankKey = customType<{ data: string }>({
  dataType() {
    return 'text COLLATE "C"';
  },
});
