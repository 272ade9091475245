// Labels of the public join page; the messages themselves come from MSG (domain).
export const JOIN_UI = {
  title: 'Join Retro',
  subtitle: 'Enter your name and the meeting ID you were given.',
  name: 'Name',
  namePlaceholder: 'Your name',
  meetingId: 'Meeting ID',
  meetingIdPlaceholder: 'e.g. 1152383301',
  meetingIdLocked: 'From your invitation link',
  submit: 'Join',
} as const;

/**
 * Spec 002 §3 "Stored session permission (local)": a guest's pass for one room, which the room
 * page reads under the same key (features do not import each other, so it is spelt twice).
 */
export function guestPassKey(room: string): string {
  return `retro-guest:${room}`;
}

export function storeGuestPass(room: string, pass: { token: string; name: string }): void {
  localStorage.setItem(guestPassKey(room), JSON.stringify({ token: pass.token, name: pass.name }));
}
