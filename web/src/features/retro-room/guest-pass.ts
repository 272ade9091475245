// Spec 002 §3 "Stored session permission (local)": the guest pass the join page received, kept
// per room in localStorage so a guest who reloads or comes back is the same person. The join-retro
// feature writes the same key (features do not import each other, so the key is spelt twice).

export interface StoredGuestPass {
  token: string;
  name: string;
}

export function guestPassKey(room: string): string {
  return `retro-guest:${room}`;
}

export function readGuestPass(room: string): StoredGuestPass | null {
  try {
    const raw = localStorage.getItem(guestPassKey(room));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (
      parsed &&
      typeof parsed === 'object' &&
      typeof (parsed as StoredGuestPass).token === 'string' &&
      typeof (parsed as StoredGuestPass).name === 'string'
    ) {
      return parsed as StoredGuestPass;
    }
  } catch {
    // A corrupt entry is as good as none.
  }
  return null;
}

export function clearGuestPass(room: string): void {
  try {
    localStorage.removeItem(guestPassKey(room));
  } catch {
    // Storage may be unavailable (private mode); nothing to clear then.
  }
}
