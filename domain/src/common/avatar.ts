import { AVATAR_COLOURS } from './constants.ts';

/** Initials from first and last name (spec: first letters of each), falling back to the e-mail. */
export function initialsOf(
  firstName: string | null | undefined,
  lastName: string | null | undefined,
  email = '',
): string {
  const f = (firstName ?? '').trim().charAt(0);
  const l = (lastName ?? '').trim().charAt(0);
  const initials = `${f}${l}`.toUpperCase();
  return initials || email.charAt(0).toUpperCase() || '?';
}

/**
 * The original picked a random colour on every render; a colour derived from a stable key
 * (the user id) stays the same for that user everywhere, which is what people expect.
 */
export function avatarColourFor(key: string): string {
  let hash = 0;
  for (let i = 0; i < key.length; i++) {
    hash = (hash * 31 + key.charCodeAt(i)) | 0;
  }
  return AVATAR_COLOURS[Math.abs(hash) % AVATAR_COLOURS.length] ?? AVATAR_COLOURS[0];
}
