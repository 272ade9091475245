// Spec 002 §3 "Stored session permission (local)": the guest pass the join page received, kept
// per room in localStorage so a guest who reloads or comes back is the same person. The join page
// writes it and the room reads it, so it lives here, once, below both features.

export interface StoredGuestPass {
  token: string;
  name: string;
}

export function guestPassKey(room: string): string {
  return `retro-guest:${room}`;
}

export function storeGuestPass(room: string, pass: StoredGuestPass): void {
  localStorage.setItem(guestPassKey(room), JSON.stringify({ token: pass.token, name: pass.name }));
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
