import { MEETING_ID_PATTERN } from './retro.rules.ts';

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

// What people type or paste as a meeting id: the id read aloud or printed in groups
// ("100 000 0007", "100-000-0007", dashes a word processor made typographic), or a whole invite
// link, `{host}/join-retro/{room}` or `{host}/retro-session/{room}`.

/** Spaces of any kind and the dashes people (or their editors) put between digit groups. */
const GROUP_SEPARATORS = /[\s\-\u2010-\u2015\u2212]/g;
/** The address part of our links; anything before it (a base path) does not matter. */
const LINK_PATH = /\/(?:join-retro|retro-session)\/([^/]+)\/?$/;
/** Far longer than any link of ours: not worth parsing. */
const INPUT_MAX = 2048;

function digitsOnly(text: string): string | null {
  const digits = text.replace(GROUP_SEPARATORS, '');
  return MEETING_ID_PATTERN.test(digits) ? digits : null;
}

/**
 * The meeting id a link's last segment stands for: a room (the encoded id, as our links carry
 * it) or, as spec 002 §2 also allows for `join-retro/{id}`, the plain id. Null otherwise.
 */
export function meetingIdFromAddress(address: string): string | null {
  const plain = digitsOnly(address);
  if (plain) {
    return plain;
  }
  // base64 of other text decodes to something, so only a decoded meeting id counts.
  const decoded = decodeMeetingId(address.trim());
  return decoded !== null && MEETING_ID_PATTERN.test(decoded) ? decoded : null;
}

function linkAddress(text: string): string | null {
  const withScheme = /^https?:\/\//i.test(text) ? text : `https://${text}`;
  let path: string;
  try {
    path = new URL(withScheme).pathname;
  } catch {
    return null;
  }
  const segment = LINK_PATH.exec(path)?.[1];
  if (!segment) {
    return null;
  }
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The 10-digit meeting id in what was typed or pasted, or null when there is none. */
export function parseMeetingId(input: string): string | null {
  const text = input.trim();
  if (!text || text.length > INPUT_MAX) {
    return null;
  }
  if (text.includes('/')) {
    const address = linkAddress(text);
    return address === null ? null : meetingIdFromAddress(address);
  }
  return digitsOnly(text);
}
