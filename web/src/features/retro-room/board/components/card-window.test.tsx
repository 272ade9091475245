import '../../../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import { rankBetween, ranksBetween } from '@squadboard/domain/common/rank';
import type { Board, BoardCard } from '@squadboard/domain/realtime/retro-board.events';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shownCount } from '../../../../lib/list-window.ts';
import { boardOf, cardOf, snapshotOf } from '../../tools/toolbar.fixture.ts';
import { columnItems, listId, moveAcross } from './board-dnd.ts';
import { CARDS_SHOWN_FIRST, CARDS_SHOWN_STEP } from './card-window.ts';
import { LiveBoard } from './live-board.tsx';

// A board of thousands of cards mounts the first cards of each column only, and more as the
// end of a column nears the screen (IntersectionObserver) or the person asks for them.

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

function cardsOf(columnId: string, count: number): BoardCard[] {
  return ranksBetween(null, null, count).map((rank, i) =>
    cardOf(`${columnId}-${i}`, { columnId, rank, text: `Card ${i} of ${columnId}` }),
  );
}

function renderBoard(board: Board) {
  const send = vi.fn(() => Promise.resolve({ ok: true as const }));
  render(
    <MantineProvider env="test">
      <LiveBoard snapshot={snapshotOf()} api={{ board, send: send as never, lock: vi.fn() }} />
    </MantineProvider>,
  );
}

// Queries by label and text: role queries compute every accessible name of a big tree (slow).
const list = (name: string) => screen.getByLabelText(`Comments in ${name}`);
const moreButton = () => screen.queryByText(/Show more comments/)?.closest('button') ?? null;
const shownTexts = (name: string) =>
  within(list(name))
    .getAllByTestId('card-text')
    .map((t) => t.textContent);

/** A stand-in IntersectionObserver that the test tells when its targets come near the screen. */
class FakeObserver {
  static live: FakeObserver[] = [];
  readonly targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.live.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    FakeObserver.live = FakeObserver.live.filter((o) => o !== this);
  }
  takeRecords() {
    return [];
  }
  static nearScreen(target: Element) {
    for (const observer of FakeObserver.live.filter((o) => o.targets.includes(target))) {
      const entry = { target, isIntersecting: true } as IntersectionObserverEntry;
      observer.callback([entry], observer as unknown as IntersectionObserver);
    }
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.live = [];
});

// Mounting a few hundred Mantine cards in jsdom takes seconds on a busy machine.
describe('a column of thousands of cards', { timeout: 30_000 }, () => {
  // Shuffled, as a sync may send them: the order comes from the rank keys.
  const big = boardOf({ cards: [...cardsOf('c1', 2000).reverse(), ...cardsOf('c2', 3)] });

  it('renders its first cards only, in order, and tells the full count', () => {
    renderBoard(big);
    const texts = shownTexts('Went well');
    expect(texts).toHaveLength(CARDS_SHOWN_FIRST);
    expect(texts.slice(0, 2)).toEqual(['Card 0 of c1', 'Card 1 of c1']);
    expect(document.querySelectorAll('article')).toHaveLength(CARDS_SHOWN_FIRST + 3);
    expect(within(list('Went well')).getAllByRole('listitem')[0]?.getAttribute('aria-setsize')).toBe('2000');
    expect(screen.getByText('2000 comments')).toBeTruthy();
    // A short column is whole, with nothing more to show.
    expect(shownTexts('To improve')).toHaveLength(3);
    expect(screen.getAllByText(/Show more comments/)).toHaveLength(1);
  });

  it('reveals more when asked, until the column is whole', () => {
    renderBoard(boardOf({ cards: cardsOf('c1', CARDS_SHOWN_FIRST + CARDS_SHOWN_STEP + 5) }));
    const more = moreButton;
    expect(more()?.textContent).toBe(`Show more comments (${CARDS_SHOWN_STEP + 5} not shown)`);
    fireEvent.click(more() as HTMLElement);
    expect(shownTexts('Went well')).toHaveLength(CARDS_SHOWN_FIRST + CARDS_SHOWN_STEP);
    fireEvent.click(more() as HTMLElement);
    const texts = shownTexts('Went well');
    expect(texts).toHaveLength(CARDS_SHOWN_FIRST + CARDS_SHOWN_STEP + 5);
    expect(texts.at(-1)).toBe(`Card ${CARDS_SHOWN_FIRST + CARDS_SHOWN_STEP + 4} of c1`);
    expect(more()).toBeNull();
  });

  it('reveals more by itself as the end of the column nears the screen', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    renderBoard(big);
    act(() => FakeObserver.nearScreen(moreButton() as HTMLElement));
    expect(shownTexts('Went well')).toHaveLength(CARDS_SHOWN_FIRST + CARDS_SHOWN_STEP);
    // Watched again after each step, so a sentinel still in view keeps revealing.
    act(() => FakeObserver.nearScreen(moreButton() as HTMLElement));
    expect(shownTexts('Went well')).toHaveLength(CARDS_SHOWN_FIRST + 2 * CARDS_SHOWN_STEP);
    expect(document.querySelectorAll('article').length).toBe(CARDS_SHOWN_FIRST + 2 * CARDS_SHOWN_STEP + 3);
  });

  it('behaves as before on a small board: every card, no extra control', () => {
    renderBoard(boardOf({ cards: cardsOf('c1', 5) }));
    expect(shownTexts('Went well')).toHaveLength(5);
    expect(moreButton()).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Drag the comment by Mia Member' })).toHaveLength(5);
  });
});

describe('dragging on a long column', () => {
  it('drops on the list of a long column at the end of what it shows, not 2,000 cards down', () => {
    const board = boardOf({ cards: [...cardsOf('c1', 2000), ...cardsOf('c2', 1)] });
    const items = columnItems(board);
    const shownIn = () => CARDS_SHOWN_FIRST;
    const moved = moveAcross(items, 'c2-0', listId('c1'), false, shownIn);
    expect(moved.c1?.indexOf('c2-0')).toBe(CARDS_SHOWN_FIRST);
    // Without a window: the end of the column, as before.
    expect(moveAcross(items, 'c2-0', listId('c1'), false).c1?.at(-1)).toBe('c2-0');
  });

  it('keeps the dragged card rendered when it sits just past the shown cards', () => {
    expect(shownCount(2000, 40)).toBe(40);
    expect(shownCount(2000, 40, 40)).toBe(41);
    expect(shownCount(2000, 40, 3)).toBe(40);
    expect(shownCount(5, 40)).toBe(5);
    expect(shownCount(5, 40, 4)).toBe(5);
    // A rank key still fits after the 2,000th card.
    expect(rankBetween(ranksBetween(null, null, 2000).at(-1) ?? null, null)).toBeTruthy();
  });
});
