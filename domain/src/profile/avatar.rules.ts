// Avatar rules shared by the browser (what to offer, how to shrink) and the server (what to accept).

/** Spec 000 §5: png, jpg, jpeg. The server decides by content, the picker only filters names. */
export const AVATAR_ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg';
export const AVATAR_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;

/** The multipart limit of the server (app.ts); a larger upload is refused. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The spec's "compression parameters 20 / 20" does not say what they mean. A header avatar is
 * shown at most ~100 px wide, so the browser scales the picture to fit 256×256 (sharp on HiDPI
 * screens) and encodes JPEG at quality 0.8: typically 10-30 KB. PNGs with transparency become
 * JPEG on a white background, which is fine for a round photo.
 */
export const AVATAR_COMPRESSION = { maxSide: 256, quality: 0.8, type: 'image/jpeg' } as const;

export type AvatarContentType = 'image/png' | 'image/jpeg';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);
}

/** The image type by its leading bytes (never by name or declared type), or null if neither. */
export function detectAvatarType(bytes: Uint8Array): AvatarContentType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) {
    return 'image/png';
  }
  if (startsWith(bytes, JPEG_SIGNATURE)) {
    return 'image/jpeg';
  }
  return null;
}

/** Whether a chosen file's name looks like an allowed picture (a first check in the browser). */
export function hasAvatarExtension(fileName: string): boolean {
  const dot = fileName.lastIndexOf('.');
  const extension = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  return (AVATAR_EXTENSIONS as readonly string[]).includes(extension);
}
