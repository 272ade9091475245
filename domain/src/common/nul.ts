// PostgreSQL cannot store U+0000 in text, and no person types it: a NUL anywhere in what a client
// sends (HTTP body, query, route parameters, socket payloads) is refused as bad input, before any
// handler or query sees it, rather than failing deep in the database as a 500.

const NUL = '\u0000';

/** Whether `value` holds a NUL in any string, key included, at any depth (arrays and objects). */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') {
    return value.includes(NUL);
  }
  if (value === null || typeof value !== 'object' || depth > 64) {
    // Deeper than any payload we accept: the schemas refuse it anyway.
    return false;
  }
  if (Array.isArray(value)) {
    return value.some((item) => containsNul(item, depth + 1));
  }
  return Object.entries(value).some(([key, item]) => key.includes(NUL) || containsNul(item, depth + 1));
}
