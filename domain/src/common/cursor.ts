// Cursor (keyset) pagination: a list answers `nextCursor`, an opaque text that names the sort it
// was made for and the sort values of the last row sent; the next request passes it as `after`
// and gets the rows strictly after that one. Unlike an offset, rows added or removed meanwhile
// never shift the next page (no duplicates, no misses), and the database seeks straight to the
// position through an index instead of reading and dropping every earlier row.

/** What a cursor may hold: each kind is checked before it reaches SQL. */
export type CursorKind = 'timestamp' | 'date' | 'int' | 'uuid' | 'rank';

const CHECKS: Record<CursorKind, (value: unknown) => boolean> = {
  // Microseconds, UTC: PostgreSQL's own precision, so equal timestamps stay equal.
  timestamp: (v) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(v),
  date: (v) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v),
  int: (v) => typeof v === 'number' && Number.isSafeInteger(v),
  // A rank key (rank.ts): base-62 digits.
  rank: (v) => typeof v === 'string' && /^[0-9A-Za-z]{1,120}$/.test(v),
  uuid: (v) =>
    typeof v === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v),
};

/** The longest cursor accepted: a few sort values, base64url-encoded. */
export const CURSOR_MAX_LENGTH = 400;

function toBase64Url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  return atob(text.replace(/-/g, '+').replace(/_/g, '/'));
}

/** The cursor after a row of `sort` whose sort values are `values` (ASCII only: ids, dates, numbers). */
export function encodeCursor(sort: string, values: readonly (string | number)[]): string {
  return toBase64Url(JSON.stringify([sort, ...values]));
}

/**
 * The sort values of a cursor made for `sort`, checked against `kinds`; null when the text is not
 * such a cursor (tampered with, truncated, or made for another sort or list).
 */
export function decodeCursor(
  text: string,
  sort: string,
  kinds: readonly CursorKind[],
): (string | number)[] | null {
  if (text.length > CURSOR_MAX_LENGTH || !/^[A-Za-z0-9_-]+$/.test(text)) {
    return null;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(fromBase64Url(text));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== kinds.length + 1 || parsed[0] !== sort) {
    return null;
  }
  const values = parsed.slice(1) as unknown[];
  return values.every((v, i) => CHECKS[kinds[i] as CursorKind](v)) ? (values as (string | number)[]) : null;
}
