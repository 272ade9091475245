/** The room of a retro (its encoded meeting id); the read-only board of a finished one lives at the same address. */
export function roomPath(room: string): string {
  return `/retro-session/${room}`;
}
