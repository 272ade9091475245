// Storage keys are chosen by the server, but are checked anyway: a bad key must never reach the
// disk or the bucket.

/**
 * Keys are relative, slash-separated paths of plain segments (letters, digits, dot, dash,
 * underscore; never '.' or '..'), so no key can leave the storage root on disk or address
 * another bucket prefix in a surprising way.
 */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

export function isValidKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) {
    return false;
  }
  return key.split('/').every((segment) => SEGMENT.test(segment) && !/^\.+$/.test(segment));
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) {
    throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  }
}
