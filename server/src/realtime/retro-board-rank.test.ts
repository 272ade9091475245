import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compareRanks } from '@squadboard/domain/common/rank';
import type { Board, BoardCard, CardMove } from '@squadboard/domain/realtime/retro-board.events';
import { asc, eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../db/client.ts';
import { retroCards } from '../db/schema/index.ts';
import type { RetroOrg } from '../test-support/factories.ts';
import { boardOf, guestPass, letIn, op, realtimeSuite } from '../test-support/realtime-suite.ts';
import { createRetro } from '../test-support/retro-factories.ts';
import { next, type RoomClient, request } from '../test-support/room-client.ts';
import type { TestApp } from '../test-support/test-app.ts';

// Board moves write one row: a drag gives the moved card a rank key between its new
// neighbours and leaves every other card as it was. Each drag is checked against a plain model
// of the board (take the card out, put it back at the index, clamped), through `sync`.

const suite = realtimeSuite();
let t: TestApp;
let org: RetroOrg;
beforeAll(() => {
  ({ t, org } = suite);
});

/** A column's card ids in rank order, as the browser orders them. */
function idsIn(board: Board, columnId: string): string[] {
  return board.cards
    .filter((c) => c.columnId === columnId)
    .sort((a, b) => compareRanks(a.rank, b.rank))
    .map((c) => c.id);
}

function ranksOf(board: Board): Map<string, string> {
  return new Map(board.cards.map((c) => [c.id, c.rank]));
}

const clients = () => suite.clients;
/** This test's sockets, closed after it so no person nears their socket cap. */
const opened: RoomClient[] = [];
afterEach(() => {
  for (const socket of opened.splice(0)) {
    socket.close();
  }
});

/**
 * The lead and a few guests in the room, used in turn: each person's message budget (a burst,
 * then a steady rate) is a busy board, and these tests send more than one person may.
 */
async function seatsOf(retro: { room: string; meetingId: string }, guests = 4) {
  const lead = await clients().connect(org.lead);
  await request(lead, 'join', { room: retro.room });
  const seats = [lead];
  for (let i = 0; i < guests; i++) {
    const guest = await clients().connect({ guestToken: await guestPass(t, retro.meetingId, `Guest ${i}`) });
    await letIn(lead, guest, retro.room);
    seats.push(guest);
  }
  opened.push(...seats);
  let turn = 0;
  return () => {
    turn += 1;
    return seats[turn % seats.length] as RoomClient;
  };
}

/** A live retro with its lead in the room, and its card ids per column, mirrored by a model. */
async function liveBoard(cardsPerColumn: number[]) {
  const retro = await createRetro(t, org.lead, org.squad.id);
  const seat = await seatsOf(retro);
  const columns = (await boardOf(seat())).columns.map((c) => c.id);
  const model: Record<string, string[]> = Object.fromEntries(columns.map((id) => [id, []]));
  for (const [index, count] of cardsPerColumn.entries()) {
    const columnId = columns[index] ?? '';
    for (let i = 0; i < count; i++) {
      const added = await op<{ card: BoardCard }>(seat(), 'add', { columnId, text: `${index}.${i}` });
      if (!added.ok) {
        throw new Error(added.message);
      }
      model[columnId]?.push(added.card.id);
    }
  }
  const watcher = await clients().connect(org.lead);
  await request(watcher, 'join', { room: retro.room });
  opened.push(watcher);
  return { retro, seat, watcher, columns, model };
}

/**
 * Drags, then checks: the ack and the broadcast name the moved card alone, `sync` shows the
 * model's order in every column, and no other card's rank key changed.
 */
async function dragAndCheck(
  seat: () => RoomClient,
  watcher: RoomClient,
  model: Record<string, string[]>,
  [cardId, toColumnId, toIndex]: [string | undefined, string | undefined, number],
) {
  const before = ranksOf(await boardOf(seat()));
  const dropped = next<{ moves: CardMove[] }>(watcher, 'drop');
  const ack = await op<{ moves: CardMove[] }>(seat(), 'drag', { cardId, toColumnId, toIndex });
  expect(ack).toMatchObject({ ok: true });
  const moves = ack.ok ? ack.moves : [];
  expect(moves).toEqual([{ id: cardId, columnId: toColumnId, rank: expect.any(String), groupId: null }]);
  expect((await dropped).moves).toEqual(moves);

  for (const ids of Object.values(model)) {
    const at = ids.indexOf(cardId ?? '');
    if (at >= 0) {
      ids.splice(at, 1);
    }
  }
  const target = model[toColumnId ?? ''] ?? [];
  target.splice(Math.min(toIndex, target.length), 0, cardId ?? '');

  const after = await boardOf(seat());
  for (const [columnId, ids] of Object.entries(model)) {
    expect(idsIn(after, columnId)).toEqual(ids);
  }
  const changed = after.cards.filter((c) => before.get(c.id) !== c.rank).map((c) => c.id);
  expect(changed.every((id) => id === cardId)).toBe(true);
  expect(ranksOf(after).get(cardId ?? '')).toBe(moves[0]?.rank);
}

describe('board moves by rank key', () => {
  it('moves a card within its column and across columns, rewriting that card only', async () => {
    const { seat, watcher, columns, model } = await liveBoard([5, 3]);
    const [a = '', b = '', c = ''] = columns;
    const first = () => model[a] ?? [];
    const second = () => model[b] ?? [];
    const drag = (move: [string | undefined, string, number]) => dragAndCheck(seat, watcher, model, move);

    // Within a column: down, up, to the top, to the end.
    await drag([first()[0], a, 2]);
    await drag([first()[3], a, 1]);
    await drag([first()[4], a, 0]);
    await drag([first()[0], a, first().length - 1]);
    // Across columns: into the middle, to the top, to the end, into an empty column.
    await drag([second()[1], a, 2]);
    await drag([first()[5], b, 0]);
    await drag([first()[0], b, second().length]);
    await drag([second()[0], c, 0]);
    // Onto its own place: the order stays.
    await drag([second()[1], b, 1]);
  });

  it("syncs each column's first cards in rank order when asked, the whole board otherwise", async () => {
    const { seat, watcher, columns, model } = await liveBoard([5, 1, 0]);
    const [a = ''] = columns;
    // Out of creation order first, so the first cards are the first by rank.
    await dragAndCheck(seat, watcher, model, [model[a]?.[4], a, 0]);
    const first = await request<{ ok: boolean; board: Board }>(watcher, 'sync', { cardsPerColumn: 2 });
    for (const [columnId, ids] of Object.entries(model)) {
      expect(idsIn(first.board, columnId)).toEqual(ids.slice(0, 2));
    }
    expect(first.board.columns.map((c) => c.id)).toEqual(columns);
    const whole = await boardOf(watcher);
    expect(whole.cards).toHaveLength(6);
    for (const bad of [0, 501, 1.5, '2']) {
      expect(await request(watcher, 'sync', { cardsPerColumn: bad })).toMatchObject({
        ok: false,
        code: 'INVALID_PAYLOAD',
      });
    }
  });

  it('puts a card dragged past the end of a column at its end', async () => {
    const { seat, watcher, columns, model } = await liveBoard([3, 3]);
    const [a = '', b = ''] = columns;
    await dragAndCheck(seat, watcher, model, [model[a]?.[0], b, 99]);
    await dragAndCheck(seat, watcher, model, [model[b]?.[1], b, 99]);
  });

  it('keeps finding room after many drags into the same gap, and for drags at the same moment', async () => {
    const { seat, columns, model } = await liveBoard([4]);
    const [a = ''] = columns;
    const ids = () => model[a] ?? [];
    // The top card goes between the next one and the one after: always the same, shrinking gap.
    for (let i = 0; i < 60; i++) {
      const cardId = ids()[0] ?? '';
      const ack = await op<{ moves: CardMove[] }>(seat(), 'drag', { cardId, toColumnId: a, toIndex: 1 });
      expect(ack).toMatchObject({ ok: true });
      ids().splice(0, 1);
      ids().splice(1, 0, cardId);
    }
    let board = await boardOf(seat());
    expect(idsIn(board, a)).toEqual(ids());
    expect(new Set(board.cards.map((c) => c.rank)).size).toBe(4);

    // Two people drop into the same gap at once: both land there, with distinct keys.
    const [first = '', , , last = ''] = ids();
    const [one, two] = await Promise.all([
      op(seat(), 'drag', { cardId: first, toColumnId: a, toIndex: 2 }),
      op(seat(), 'drag', { cardId: last, toColumnId: a, toIndex: 1 }),
    ]);
    expect([one, two]).toMatchObject([{ ok: true }, { ok: true }]);
    board = await boardOf(seat());
    expect(idsIn(board, a)).toHaveLength(4);
    expect(new Set(board.cards.map((c) => c.rank)).size).toBe(4);
  });

  it('numbers existing cards in their old order when migrating to rank keys', async () => {
    // The migration's backfill, run again over cards given old positions: crossing 62 checks
    // that both base-62 digits order like the positions did.
    const { retro, seat, columns } = await liveBoard([1]);
    const [a = ''] = columns;
    const [seed] = (await boardOf(seat())).cards;
    const count = 130;
    const positions = Array.from({ length: count }, (_, i) => (i * 37) % count);
    await t.db.insert(retroCards).values(
      positions.map((position) => ({
        retroId: retro.id,
        columnId: a,
        position: position + 1,
        rank: 'unset',
        text: `old ${position + 1}`,
        authorId: seed?.authorId ?? '',
        authorName: 'Old card',
      })),
    );
    const migration = readFileSync(path.join(MIGRATIONS_DIR, '0011_card-rank-keys.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').find((s) => s.includes('WITH ordered'));
    if (!backfill) {
      throw new Error('the backfill statement of 0011 is missing');
    }
    await t.db.execute(sql.raw(backfill));

    const byRank = await t.db
      .select({ text: retroCards.text, rank: retroCards.rank })
      .from(retroCards)
      .where(eq(retroCards.columnId, a))
      .orderBy(asc(retroCards.rank));
    const expected = [seed?.text, ...Array.from({ length: count }, (_, i) => `old ${i + 1}`)];
    expect(byRank.map((r) => r.text)).toEqual(expected);
    const board = await boardOf(seat());
    expect(idsIn(board, a).map((id) => board.cards.find((c) => c.id === id)?.text)).toEqual(expected);
    // A drag between two migrated keys works.
    const moved = board.cards.find((c) => c.text === 'old 1')?.id ?? '';
    const ack = await op(seat(), 'drag', { cardId: moved, toColumnId: a, toIndex: 100 });
    expect(ack).toMatchObject({ ok: true });
    const order = idsIn(await boardOf(seat()), a);
    expect(order.indexOf(moved)).toBe(100);
  });
});
