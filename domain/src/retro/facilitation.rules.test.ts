import { describe, expect, it } from 'vitest';
import { PHASES } from './facilitation.model.ts';
import {
  blurForPhase,
  canHandOver,
  discussItems,
  discussOrder,
  flowPhases,
  likeRefusal,
  stepDiscussion,
  type VotedCard,
  votesLeft,
  votesUsed,
} from './facilitation.rules.ts';

// The vote budget, the phases' blur, the discussion's order and the handover, as the
// server enforces them and the web shows them.

const card = (id: string, columnId: string, rank: string, likes: string[], groupId: string | null = null) =>
  ({ id, columnId, rank, likes, groupId }) satisfies VotedCard;

describe('the vote budget', () => {
  it('counts the cards a participant likes', () => {
    const cards = [
      card('a', 'c1', 'a0', ['p1', 'p2']),
      card('b', 'c1', 'a1', ['p1']),
      card('c', 'c2', 'a0', []),
    ];
    expect(votesUsed(cards, 'p1')).toBe(2);
    expect(votesUsed(cards, 'p2')).toBe(1);
    expect(votesUsed(cards, 'p3')).toBe(0);
  });

  it('has no votes left to show without a budget, and never fewer than none', () => {
    expect(votesLeft(null, 7)).toBeNull();
    expect(votesLeft(3, 0)).toBe(3);
    expect(votesLeft(3, 2)).toBe(1);
    expect(votesLeft(3, 3)).toBe(0);
    // A budget lowered below what someone used already.
    expect(votesLeft(2, 5)).toBe(0);
  });

  it('allows any like with neither flow nor budget (the spec)', () => {
    expect(likeRefusal({ phase: null, budget: null, used: 500, giving: true })).toBeNull();
    expect(likeRefusal({ phase: null, budget: null, used: 500, giving: false })).toBeNull();
  });

  it('closes voting outside the vote phase, both ways', () => {
    for (const phase of PHASES.filter((p) => p !== 'vote')) {
      expect(likeRefusal({ phase, budget: null, used: 0, giving: true }), phase).toBe('VOTING_CLOSED');
      expect(likeRefusal({ phase, budget: 3, used: 0, giving: false }), phase).toBe('VOTING_CLOSED');
    }
    expect(likeRefusal({ phase: 'vote', budget: null, used: 40, giving: true })).toBeNull();
  });

  it('refuses a new vote at the budget, and always takes one back', () => {
    for (const phase of [null, 'vote'] as const) {
      expect(likeRefusal({ phase, budget: 3, used: 2, giving: true })).toBeNull();
      expect(likeRefusal({ phase, budget: 3, used: 3, giving: true })).toBe('NO_VOTES_LEFT');
      expect(likeRefusal({ phase, budget: 3, used: 4, giving: true })).toBe('NO_VOTES_LEFT');
      expect(likeRefusal({ phase, budget: 3, used: 3, giving: false })).toBeNull();
      expect(likeRefusal({ phase, budget: 1, used: 9, giving: false })).toBeNull();
    }
  });
});

describe('blur by phase', () => {
  it('blurs while writing, reveals from then on, and leaves blur alone outside the flow', () => {
    expect(blurForPhase('write')).toBe(true);
    for (const phase of ['review', 'reveal', 'group', 'vote', 'discuss', 'actions'] as const) {
      expect(blurForPhase(phase), phase).toBe(false);
    }
    expect(blurForPhase(null)).toBeNull();
  });
});

describe('the flow of one room', () => {
  it('starts by reviewing earlier actions only when the retro runs the review and has some', () => {
    expect(flowPhases({ enabled: true, items: [{}] })).toEqual(PHASES);
    expect(flowPhases({ enabled: true, items: [{}] })[0]).toBe('review');
    expect(flowPhases({ enabled: true, items: [] })[0]).toBe('write');
    expect(flowPhases({ enabled: false, items: [{}] })).toEqual(PHASES.slice(1));
  });
});

describe('the discussion', () => {
  const columns = ['c1', 'c2'];
  const groups = [{ id: 'g1', columnId: 'c2', title: 'Builds' }];

  it("counts a group as one item with its cards' votes together", () => {
    const cards = [
      card('a', 'c2', 'a2', ['p1', 'p2'], 'g1'),
      card('b', 'c2', 'a0', ['p3'], 'g1'),
      card('c', 'c1', 'a0', ['p1']),
    ];
    expect(discussItems(cards, groups)).toEqual([
      { id: 'g1', kind: 'group', columnId: 'c2', votes: 3, rank: 'a0' },
      { id: 'c', kind: 'card', columnId: 'c1', votes: 1, rank: 'a0' },
    ]);
  });

  it('treats a card of an unknown group as a card on its own', () => {
    expect(discussItems([card('a', 'c1', 'a0', ['p1'], 'gone')], groups)).toEqual([
      { id: 'a', kind: 'card', columnId: 'c1', votes: 1, rank: 'a0' },
    ]);
  });

  it('orders by votes, then by column in the board order, then by rank', () => {
    const cards = [
      card('late', 'c2', 'a0', ['p1']),
      card('second', 'c1', 'a5', ['p1']),
      card('first', 'c1', 'a1', ['p2']),
      card('top', 'c2', 'a9', ['p1', 'p2', 'p3']),
      card('g-a', 'c2', 'a3', ['p1'], 'g1'),
      card('g-b', 'c2', 'a4', ['p2'], 'g1'),
      card('none', 'c1', 'a0', []),
    ];
    expect(discussOrder(cards, groups, columns).map((item) => [item.id, item.votes])).toEqual([
      ['top', 3],
      ['g1', 2],
      ['first', 1],
      ['second', 1],
      ['late', 1],
      ['none', 0],
    ]);
    // The columns' order is the board's, not their ids'.
    expect(discussOrder(cards, groups, ['c2', 'c1']).map((item) => item.id)).toEqual([
      'top',
      'g1',
      'late',
      'first',
      'second',
      'none',
    ]);
  });

  it('steps through the order, stopping at both ends', () => {
    const order = discussOrder(
      [card('a', 'c1', 'a0', ['p1', 'p2']), card('b', 'c1', 'a1', ['p1']), card('c', 'c1', 'a2', [])],
      [],
      columns,
    );
    expect(stepDiscussion(order, 'a', 1)).toBe('b');
    expect(stepDiscussion(order, 'b', 1)).toBe('c');
    expect(stepDiscussion(order, 'c', 1)).toBe('c');
    expect(stepDiscussion(order, 'b', -1)).toBe('a');
    expect(stepDiscussion(order, 'a', -1)).toBe('a');
    expect(stepDiscussion(order, null, 1)).toBe('a');
    expect(stepDiscussion(order, 'deleted', -1)).toBe('a');
    expect(stepDiscussion([], 'a', 1)).toBeNull();
  });
});

describe('the handover', () => {
  it('lets the admin now hand over to anyone, and an admin by right take it back only for themselves', () => {
    expect(canHandOver({ adminNow: true, adminByRight: false, toSelf: false })).toBe(true);
    expect(canHandOver({ adminNow: true, adminByRight: true, toSelf: false })).toBe(true);
    expect(canHandOver({ adminNow: false, adminByRight: true, toSelf: true })).toBe(true);
    expect(canHandOver({ adminNow: false, adminByRight: true, toSelf: false })).toBe(false);
    expect(canHandOver({ adminNow: false, adminByRight: false, toSelf: true })).toBe(false);
    expect(canHandOver({ adminNow: false, adminByRight: false, toSelf: false })).toBe(false);
  });
});
