import type { Reaction } from '../realtime/retro-board.events.ts';

// Pure rules of the board's display (spec 002 §4 "Cards", §9 constants).

/** Spec 002 §9: quick emoji choices, 8 per line in the picker, at most 4 reactors named. */
export const QUICK_EMOJIS = [
  { emojiId: '+1', native: '👍', name: 'Thumbs Up Sign' },
  { emojiId: 'heart', native: '❤️', name: 'Heavy Black Heart' },
  { emojiId: 'laughing', native: '😆', name: 'Smiling Face with Open Mouth and Tightly-Closed Eyes' },
  { emojiId: 'astonished', native: '😲', name: 'Astonished Face' },
] as const;
export const EMOJIS_PER_LINE = 8;
export const REACTORS_LISTED = 4;

/** Spec 002 §3 "Emoji value entry": reactions grouped by emoji, with their count and names. */
export interface EmojiGroup {
  emojiId: string;
  native: string;
  duplicateCount: number;
  users: string[];
}

export function groupReactions(reactions: readonly Reaction[]): EmojiGroup[] {
  const groups = new Map<string, EmojiGroup>();
  for (const r of reactions) {
    const group = groups.get(r.emojiId) ?? {
      emojiId: r.emojiId,
      native: r.native,
      duplicateCount: 0,
      users: [],
    };
    group.duplicateCount += 1;
    group.users.push(r.name);
    groups.set(r.emojiId, group);
  }
  return [...groups.values()];
}

/** The tooltip of an emoji: up to 4 names, then '+ N others reacted'. */
export function reactorsLabel(users: readonly string[]): string {
  const named = users.slice(0, REACTORS_LISTED).join(', ');
  const others = users.length - REACTORS_LISTED;
  return others > 0 ? `${named} + ${others} others reacted` : named;
}

/** Spec 002 §4: a card is highlighted when its emoji reactions are more than half the attendees. */
export function isHighlighted(card: { reactions: readonly Reaction[] }, attendees: number): boolean {
  return attendees > 0 && card.reactions.length > attendees / 2;
}

/**
 * Edit locks ("X is editing"): the server frees a lock nobody renewed for `ttlMs`, so a
 * closed laptop never blocks a card for minutes; the editor renews it while typing, at most
 * every `renewMs`, well inside the time to live even when a renewal is slow.
 */
export const EDIT_LOCK = { ttlMs: 30_000, renewMs: 10_000 } as const;

/** Whether a lock taken or last renewed at `since` still holds at `now` (none taken: no). */
export function lockHolds(since: Date | null, now: Date): boolean {
  return since !== null && now.getTime() - since.getTime() < EDIT_LOCK.ttlMs;
}

/**
 * Spec 002 §4: a card is edited or deleted by its author or by the room's admin. The server checks
 * it on every card change; the board shows the card's controls by the same rule.
 */
export function canChangeCard(
  actor: { id: string; isAdmin: boolean },
  card: { authorId: string | null },
): boolean {
  return card.authorId === actor.id || actor.isAdmin;
}
