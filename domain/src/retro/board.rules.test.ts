import { describe, expect, it } from 'vitest';
import {
  canChangeCard,
  EDIT_LOCK,
  groupReactions,
  isHighlighted,
  lockHolds,
  reactorsLabel,
} from './board.rules.ts';

const r = (name: string, emojiId: string, native = '👍') => ({ participantId: name, name, emojiId, native });

describe('board rules', () => {
  it('groups reactions by emoji with their count and names', () => {
    expect(groupReactions([r('Ann', '+1'), r('Bob', 'heart', '❤️'), r('Cy', '+1')])).toEqual([
      { emojiId: '+1', native: '👍', duplicateCount: 2, users: ['Ann', 'Cy'] },
      { emojiId: 'heart', native: '❤️', duplicateCount: 1, users: ['Bob'] },
    ]);
  });

  it('names four reactors, then counts the others', () => {
    expect(reactorsLabel(['A', 'B'])).toBe('A, B');
    expect(reactorsLabel(['A', 'B', 'C', 'D'])).toBe('A, B, C, D');
    expect(reactorsLabel(['A', 'B', 'C', 'D', 'E', 'F'])).toBe('A, B, C, D + 2 others reacted');
  });

  it('highlights a card whose reactions are more than half the attendees', () => {
    const two = { reactions: [r('Ann', '+1'), r('Bob', '+1')] };
    expect(isHighlighted(two, 3)).toBe(true);
    expect(isHighlighted(two, 4)).toBe(false);
    expect(isHighlighted({ reactions: [] }, 0)).toBe(false);
  });
});

describe('edit locks', () => {
  it('hold for 30 s after they were taken or renewed', () => {
    const taken = new Date('2026-11-22T10:00:00.000Z');
    const at = (ms: number) => new Date(taken.getTime() + ms);
    expect(lockHolds(taken, at(0))).toBe(true);
    expect(lockHolds(taken, at(EDIT_LOCK.ttlMs - 1))).toBe(true);
    expect(lockHolds(taken, at(EDIT_LOCK.ttlMs))).toBe(false);
    expect(lockHolds(null, at(0))).toBe(false);
    expect(EDIT_LOCK.renewMs * 2).toBeLessThan(EDIT_LOCK.ttlMs);
  });
});

describe('canChangeCard', () => {
  it('lets the author and the room admin change a card, nobody else', () => {
    const card = { authorId: 'ada' };
    expect(canChangeCard({ id: 'ada', isAdmin: false }, card)).toBe(true);
    expect(canChangeCard({ id: 'bo', isAdmin: true }, card)).toBe(true);
    expect(canChangeCard({ id: 'bo', isAdmin: false }, card)).toBe(false);
    // A card whose author has gone is the admin's alone.
    expect(canChangeCard({ id: 'bo', isAdmin: false }, { authorId: null })).toBe(false);
  });
});
