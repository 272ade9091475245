// Room addresses: the meeting id is base64-encoded and a dash is inserted after every
// 3 characters (spec 000 "Join retro"); decoding removes the dashes and base64-decodes.

export function encodeMeetingId(meetingId: string): string {
  const b64 = btoa(meetingId);
  return (b64.match(/.{1,3}/g) ?? []).join('-');
}

export function decodeMeetingId(encoded: string): string | null {
  const b64 = encoded.replace(/-/g, '');
  if (!b64 || !/^[A-Za-z0-9+/]*={0,2}$/.test(b64) || b64.length % 4 === 1) {
    return null;
  }
  try {
    return atob(b64);
  } catch {
    return null;
  }
}
