import type { RetroRole } from '@squadboard/domain/retro/retro.schema';

// Pure helpers of the room screen: the elapsed clock, the avatar row and the header date.

/** Spec 002 §2: the clock shows hours only when there are any (HH:MM:SS, else MM:SS). */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${pad(hours)}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/** Milliseconds the retro has run at server time `now`; a finished retro stops at its end. */
export function elapsedMs(retro: { startedAt: string | null; endedAt: string | null }, now: number): number {
  if (!retro.startedAt) {
    return 0;
  }
  const start = Date.parse(retro.startedAt);
  const end = retro.endedAt ? Date.parse(retro.endedAt) : now;
  return Number.isNaN(start) || Number.isNaN(end) ? 0 : Math.max(0, end - start);
}

/** Spec 002 §9: six avatars inline, the rest behind a +N menu. */
export const INLINE_AVATARS = 6;

export function splitAvatars<T>(people: readonly T[], inline = INLINE_AVATARS): { shown: T[]; more: number } {
  return { shown: people.slice(0, inline), more: Math.max(0, people.length - inline) };
}

/** Initials of a display name: first letters of the first and last word. */
export function initialsOfName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.charAt(0) ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.charAt(0) ?? '') : '';
  return `${first}${last}`.toUpperCase() || '?';
}

/** The board header's date, en-GB (e.g. 22 Nov 2026). */
export function formatRoomDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString('en-GB', { day: '2-digit', month: 'short', year: 'numeric' });
}

/** When a scheduled retro is due, en-GB date and 24-hour time. */
export function formatRoomDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleString('en-GB', {
        day: '2-digit',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      });
}

export function retroRoleLabel(role: RetroRole): string {
  return role === 'RETRO_ADMIN' ? 'Retro Admin' : 'Retro User';
}
