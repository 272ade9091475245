import { describe, expect, it } from 'vitest';
import type { BoardGroup } from './facilitation.model.ts';
import { defaultGroupTitle, dissolves, GROUP_MIN_CARDS, groupTotals } from './group.rules.ts';
import { FACILITATION_LIMITS } from './retro.model.ts';

describe('dissolves', () => {
  it('dissolves a group left with fewer than two cards, keeps one of two or more', () => {
    expect(GROUP_MIN_CARDS).toBe(2);
    expect(dissolves(0)).toBe(true);
    expect(dissolves(1)).toBe(true);
    expect(dissolves(2)).toBe(false);
    expect(dissolves(7)).toBe(false);
  });
});

describe('defaultGroupTitle', () => {
  it("takes the target card's text, its whitespace folded", () => {
    expect(defaultGroupTitle('Flaky CI', false)).toBe('Flaky CI');
    expect(defaultGroupTitle('  Flaky \n\t CI  ', false)).toBe('Flaky CI');
  });

  it('stays neutral while blur is on, and for a card of blanks', () => {
    expect(defaultGroupTitle('A secret only its author reads', true)).toBe('Group');
    expect(defaultGroupTitle(' \n ', false)).toBe('Group');
  });

  it('cuts a long text to the title length with an ellipsis', () => {
    const max = FACILITATION_LIMITS.groupTitleMax;
    const exact = 'x'.repeat(max);
    expect(defaultGroupTitle(exact, false)).toBe(exact);
    const long = `${'word '.repeat(40)}end`;
    const title = defaultGroupTitle(long, false);
    expect(title.length).toBeLessThanOrEqual(max);
    expect(title.endsWith('…')).toBe(true);
    // No blank left before the ellipsis.
    expect(title.endsWith(' …')).toBe(false);
    expect(long.startsWith(title.slice(0, -1))).toBe(true);
  });
});

describe('groupTotals', () => {
  const groups: BoardGroup[] = [
    { id: 'g1', columnId: 'a', title: 'CI' },
    { id: 'empty', columnId: 'a', title: 'Nobody' },
    { id: 'g2', columnId: 'b', title: 'Meetings' },
  ];
  const card = (groupId: string | null, likes: number, reactions: number) => ({
    groupId,
    likes: Array.from({ length: likes }, (_, i) => `p${i}`),
    reactions: Array.from({ length: reactions }, (_, i) => ({ participantId: `p${i}` })),
  });

  it("sums each group's likes and reactions in the groups' order, skipping empty groups", () => {
    const totals = groupTotals(
      [card('g2', 1, 0), card('g1', 2, 1), card(null, 5, 5), card('g1', 3, 2), card('g2', 0, 4)],
      groups,
    );
    expect(totals).toEqual([
      { groupId: 'g1', title: 'CI', columnId: 'a', cards: 2, likes: 5, reactions: 3 },
      { groupId: 'g2', title: 'Meetings', columnId: 'b', cards: 2, likes: 1, reactions: 4 },
    ]);
  });

  it('is empty without groups', () => {
    expect(groupTotals([card(null, 1, 1)], [])).toEqual([]);
  });
});
