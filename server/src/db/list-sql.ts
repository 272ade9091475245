import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

// SQL pieces of lists that stay fast as data grows, shared by the list repositories.

/** `term` for a LIKE pattern, its pattern characters (`%`, `_`, `\\`) taken literally. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * `%term%` for a case-insensitive substring search (ILIKE), the term taken literally. A trigram
 * index (gin_trgm_ops) serves it.
 */
export function containsPattern(term: string): string {
  return `%${escapeLike(term)}%`;
}

// Keyset ("after this row") conditions for cursor pagination (domain/src/common/cursor.ts).
// Every sort ends with a unique key, so rows with equal sort values still have one order and a
// page boundary between them neither repeats nor skips a row.

export interface SortKey {
  expr: SQL | AnyColumn;
  desc: boolean;
  /** How the cursor's value reads in SQL (a timestamp, a date, an integer …). */
  value: (v: string | number) => SQL;
}

export const asTimestamp = (v: string | number): SQL => sql`${String(v)}::timestamptz`;
export const asDate = (v: string | number): SQL => sql`${String(v)}::date`;
export const asInt = (v: string | number): SQL => sql`${Number(v)}::int`;
export const asUuid = (v: string | number): SQL => sql`${String(v)}::uuid`;
/** A rank key; it compares in the column's own "C" collation. */
export const asRank = (v: string | number): SQL => sql`${String(v)}::text`;

/**
 * A timestamp as a cursor holds it: UTC with microseconds, PostgreSQL's full precision (a JS Date
 * keeps milliseconds, and two rows a few microseconds apart would compare equal).
 */
export function cursorTimestamp(column: AnyColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** The ORDER BY of `keys`. */
export function orderOf(keys: readonly SortKey[]): SQL[] {
  return keys.map((k) => (k.desc ? sql`${k.expr} desc` : sql`${k.expr} asc`));
}

/**
 * Rows strictly after the row whose sort values are `values`. Keys all in one direction compare
 * as one row value, which an index on those columns seeks to; mixed directions expand into
 * (k1 beyond v1) or (k1 = v1 and (k2 beyond v2 or …)).
 */
export function keysetAfter(keys: readonly SortKey[], values: readonly (string | number)[]): SQL {
  if (keys.length !== values.length || keys.length === 0) {
    throw new Error('a cursor needs one value per sort key');
  }
  const direction = keys[0]?.desc;
  if (keys.every((k) => k.desc === direction)) {
    const left = sql.join(
      keys.map((k) => sql`${k.expr}`),
      sql`, `,
    );
    const right = sql.join(
      keys.map((k, i) => k.value(values[i] as string | number)),
      sql`, `,
    );
    return direction ? sql`(${left}) < (${right})` : sql`(${left}) > (${right})`;
  }
  let condition: SQL | null = null;
  for (let i = keys.length - 1; i >= 0; i--) {
    const key = keys[i] as SortKey;
    const value = key.value(values[i] as string | number);
    const beyond = key.desc ? sql`${key.expr} < ${value}` : sql`${key.expr} > ${value}`;
    condition = condition ? sql`(${beyond} or (${key.expr} = ${value} and ${condition}))` : beyond;
  }
  return condition as SQL;
}

/**
 * The total of kept counter rows (action_counts, backlog_counts, the list counts of migration
 * 0025): what a list reads instead of counting its rows on every page.
 */
export function keptTotal(n: AnyColumn): SQL<number> {
  return sql<number>`coalesce(sum(${n}), 0)`.mapWith(Number);
}
