// Invitation and activation links carry an e-mail as base64 (spec: /sign-up?id=…,
// /activate/{base64 email}). Encoding is UTF-8 safe and works in Node and browsers alike.

function bytesToBinary(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) {
    out += String.fromCharCode(b);
  }
  return out;
}

export function encodeEmailId(email: string): string {
  return btoa(bytesToBinary(new TextEncoder().encode(email)));
}

/** Accepts standard and URL-safe base64, with or without padding; null when not an e-mail-ish text. */
export function decodeEmailId(id: string): string | null {
  const normalised = id.trim().replace(/-/g, '+').replace(/_/g, '/');
  const padded = normalised + '='.repeat((4 - (normalised.length % 4)) % 4);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(padded) || padded.length === 0) {
    return null;
  }
  try {
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return text.includes('@') ? text : null;
  } catch {
    return null;
  }
}
