import { randomUUID } from 'node:crypto';
import { compareRanks } from '@squadboard/domain/common/rank';
import type { Board, BoardCard, CardMove } from '@squadboard/domain/realtime/retro-board.events';
import type { BoardGroup } from '@squadboard/domain/retro/facilitation.model';
import type { MoodSummary } from '@squadboard/domain/retro/mood.rules';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { retroCardGroups, retroCards, retros } from '../db/schema/index.ts';
import type { RetroOrg } from '../test-support/factories.ts';
import { type Ack, boardOf, letIn, op, realtimeSuite } from '../test-support/realtime-suite.ts';
import { createRetro } from '../test-support/retro-factories.ts';
import { nextMatching, type RoomClient, request } from '../test-support/room-client.ts';
import type { TestApp } from '../test-support/test-app.ts';

// Grouping cards over real sockets: a card dropped onto another joins its group or
// makes one with it; a group left with one card is dissolved, whatever took the other away (a
// group, a drag to another column, a delete); the cadence summary counts a group once.

const suite = realtimeSuite();
let t: TestApp;
let org: RetroOrg;
beforeAll(() => {
  ({ t, org } = suite);
});

type Grouped = { group: BoardGroup; moves: CardMove[] };
type Ungrouped = { groupId: string; cardIds: string[] };

/** This test's sockets, closed after it so no person nears their socket cap. */
const opened: RoomClient[] = [];
afterEach(() => {
  for (const socket of opened.splice(0)) {
    socket.close();
  }
});

/** The lead (admin) and a signed-in squad member in a live room, with the template columns. */
async function liveRoom() {
  const retro = await createRetro(t, org.lead, org.squad.id);
  const admin = await suite.clients.connect(org.lead);
  opened.push(admin);
  await request(admin, 'join', { room: retro.room });
  const member = await suite.clients.connect(org.member);
  opened.push(member);
  await letIn(admin, member, retro.room);
  const [first = '', second = ''] = (await boardOf(admin)).columns.map((c) => c.id);
  const add = async (columnId: string, text: string, by = member): Promise<string> => {
    const added = await op<{ card: BoardCard }>(by, 'add', { columnId, text });
    if (!added.ok) {
      throw new Error(added.message);
    }
    return added.card.id;
  };
  return { retro, admin, member, first, second, add };
}

/** A successful answer's fields, or the test fails with the refusal. */
function ok<T>(ack: Ack<T>): T {
  if (!ack.ok) {
    throw new Error(`${ack.code}: ${ack.message}`);
  }
  return ack;
}

/** A column's card ids in rank order. */
function idsIn(board: Board, columnId: string): string[] {
  return board.cards
    .filter((c) => c.columnId === columnId)
    .sort((a, b) => compareRanks(a.rank, b.rank))
    .map((c) => c.id);
}

/**
 * The next `event` this socket hears. Not `next`: its `once` listener cannot be handed an event
 * out of a `batch` (unpackBatches calls listeners without their emitter), and an operation that
 * dissolves a group sends two events at once.
 */
function heard<T>(socket: RoomClient, event: Parameters<typeof nextMatching>[1]): Promise<T> {
  return nextMatching<T>(socket, event, () => true);
}

/** Each card's group on the board, by card id. */
const groupIds = (board: Board) => Object.fromEntries(board.cards.map((c) => [c.id, c.groupId]));

describe('grouping cards', () => {
  it('groups two cards, grows the group, renames it and ungroups it; everyone hears it', async () => {
    const { admin, member, first, second, add } = await liveRoom();
    const flaky = await add(first, 'Flaky   CI');
    const between = await add(first, 'Between');
    const slow = await add(second, 'Slow builds');
    const queue = await add(first, 'Long queue');

    // A member drops a card of another column onto a loose card: a group named after the target.
    const told = heard<Grouped>(admin, 'grouped');
    const echoed = heard<Grouped>(member, 'grouped');
    const made = ok(await op<Grouped>(member, 'group', { cardId: slow, ontoCardId: flaky }));
    expect(made.group).toEqual({ id: expect.any(String), columnId: first, title: 'Flaky CI' });
    const groupId = made.group.id;
    expect(made.moves).toEqual([
      { id: flaky, columnId: first, rank: expect.any(String), groupId },
      { id: slow, columnId: first, rank: expect.any(String), groupId },
    ]);
    expect(await told).toEqual({ group: made.group, moves: made.moves });
    expect(await echoed).toEqual({ group: made.group, moves: made.moves });

    let board = await boardOf(admin);
    expect(board.groups).toEqual([made.group]);
    expect(groupIds(board)).toEqual({ [flaky]: groupId, [slow]: groupId, [between]: null, [queue]: null });
    // The dropped card sits right after the target, before the card that followed it.
    expect(idsIn(board, first)).toEqual([flaky, slow, between, queue]);
    expect(idsIn(board, second)).toEqual([]);

    // A third card joins after the group's last card; the target's place does not change.
    const rankOfFlaky = board.cards.find((c) => c.id === flaky)?.rank;
    const grown = ok(await op<Grouped>(admin, 'group', { cardId: queue, ontoCardId: flaky }));
    expect(grown.group.id).toBe(groupId);
    expect(grown.moves).toEqual([{ id: queue, columnId: first, rank: expect.any(String), groupId }]);
    board = await boardOf(member);
    expect(idsIn(board, first)).toEqual([flaky, slow, queue, between]);
    expect(board.cards.find((c) => c.id === flaky)?.rank).toBe(rankOfFlaky);
    expect(board.groups).toHaveLength(1);

    // Dropping onto a card of its own group changes nothing.
    const same = ok(await op<Grouped>(member, 'group', { cardId: queue, ontoCardId: slow }));
    expect(same.group.id).toBe(groupId);
    expect(same.moves).toEqual([grown.moves[0]]);
    expect(idsIn(await boardOf(member), first)).toEqual([flaky, slow, queue, between]);

    // Anyone renames it: the member is not the room's admin.
    const renamed = heard<{ group: BoardGroup }>(admin, 'groupRenamed');
    const title = ok(await op<{ group: BoardGroup }>(member, 'renameGroup', { groupId, title: ' CI pain ' }));
    expect(title.group).toEqual({ id: groupId, columnId: first, title: 'CI pain' });
    expect((await renamed).group).toEqual(title.group);
    expect((await boardOf(admin)).groups).toEqual([title.group]);

    // Ungroup: the cards go loose where they are.
    const undone = heard<Ungrouped>(admin, 'ungrouped');
    expect(await op(member, 'ungroup', { groupId })).toEqual({ ok: true });
    expect(await undone).toEqual({ groupId, cardIds: [flaky, slow, queue] });
    board = await boardOf(member);
    expect(board.groups).toEqual([]);
    expect(board.cards.every((c) => c.groupId === null)).toBe(true);
    expect(idsIn(board, first)).toEqual([flaky, slow, queue, between]);
  });

  it('dissolves a group of two when a card is dragged to another column, but not within its column', async () => {
    const { admin, member, first, second, add } = await liveRoom();
    const a = await add(first, 'A');
    const b = await add(first, 'B');
    const c = await add(first, 'C');
    const { group } = ok(await op<Grouped>(member, 'group', { cardId: b, ontoCardId: a }));

    // Within the column the card keeps its group, even away from the others.
    const within = ok(
      await op<{ moves: CardMove[] }>(member, 'drag', { cardId: b, toColumnId: first, toIndex: 2 }),
    );
    expect(within.moves).toEqual([{ id: b, columnId: first, rank: expect.any(String), groupId: group.id }]);
    expect(groupIds(await boardOf(admin))).toEqual({ [a]: group.id, [b]: group.id, [c]: null });

    const undone = heard<Ungrouped>(admin, 'ungrouped');
    const dropped = heard<{ moves: CardMove[] }>(admin, 'drop');
    const out = ok(
      await op<{ moves: CardMove[] }>(member, 'drag', { cardId: b, toColumnId: second, toIndex: 0 }),
    );
    expect(out.moves).toEqual([{ id: b, columnId: second, rank: expect.any(String), groupId: null }]);
    expect((await dropped).moves).toEqual(out.moves);
    expect(await undone).toEqual({ groupId: group.id, cardIds: [a, b] });
    const board = await boardOf(admin);
    expect(board.groups).toEqual([]);
    expect(groupIds(board)).toEqual({ [a]: null, [b]: null, [c]: null });
  });

  it('keeps a group of three when one card leaves, and dissolves a group of two when one is deleted', async () => {
    const { admin, member, first, second, add } = await liveRoom();
    const [a, b, c] = [await add(first, 'A'), await add(first, 'B'), await add(first, 'C')];
    const { group } = ok(await op<Grouped>(member, 'group', { cardId: b, ontoCardId: a }));
    ok(await op<Grouped>(member, 'group', { cardId: c, ontoCardId: a }));

    ok(await op(member, 'drag', { cardId: c, toColumnId: second, toIndex: 0 }));
    let board = await boardOf(admin);
    expect(board.groups.map((g) => g.id)).toEqual([group.id]);
    expect(groupIds(board)).toEqual({ [a]: group.id, [b]: group.id, [c]: null });

    // The member wrote B: deleting it leaves A alone, and the group goes.
    const undone = heard<Ungrouped>(admin, 'ungrouped');
    expect(await op(member, 'delete', { cardId: b })).toEqual({ ok: true });
    expect(await undone).toEqual({ groupId: group.id, cardIds: [a, b] });
    board = await boardOf(admin);
    expect(board.groups).toEqual([]);
    expect(groupIds(board)).toEqual({ [a]: null, [c]: null });
  });

  it('dissolves group A of two when one of its cards is grouped onto group B', async () => {
    const { admin, member, first, second, add } = await liveRoom();
    const [a1, a2] = [await add(first, 'A1'), await add(first, 'A2')];
    const [b1, b2] = [await add(second, 'B1'), await add(second, 'B2')];
    const groupA = ok(await op<Grouped>(member, 'group', { cardId: a2, ontoCardId: a1 })).group;
    const groupB = ok(await op<Grouped>(member, 'group', { cardId: b2, ontoCardId: b1 })).group;

    const grouped = heard<Grouped>(admin, 'grouped');
    const undone = heard<Ungrouped>(admin, 'ungrouped');
    const moved = ok(await op<Grouped>(member, 'group', { cardId: a2, ontoCardId: b2 }));
    expect(moved.group).toEqual(groupB);
    // A1 went loose (its group changed), A2 joined B after its last card.
    expect(moved.moves).toEqual([
      { id: a1, columnId: first, rank: expect.any(String), groupId: null },
      { id: a2, columnId: second, rank: expect.any(String), groupId: groupB.id },
    ]);
    expect((await grouped).moves).toEqual(moved.moves);
    expect(await undone).toEqual({ groupId: groupA.id, cardIds: [a1] });

    const board = await boardOf(admin);
    expect(board.groups).toEqual([groupB]);
    expect(groupIds(board)).toEqual({ [a1]: null, [a2]: groupB.id, [b1]: groupB.id, [b2]: groupB.id });
    expect(idsIn(board, second)).toEqual([b1, b2, a2]);
  });

  it('refuses the same card, cards and groups that are gone, and names a group neutrally under blur', async () => {
    const { retro, admin, member, first, add } = await liveRoom();
    const a = await add(first, 'Secret A');
    const b = await add(first, 'Secret B');
    expect(await op(member, 'group', { cardId: a, ontoCardId: a })).toMatchObject({
      ok: false,
      code: 'SAME_CARD',
    });
    expect(await op(member, 'group', { cardId: a, ontoCardId: randomUUID() })).toMatchObject({
      ok: false,
      code: 'CARD_GONE',
    });
    expect(await op(member, 'group', { cardId: randomUUID(), ontoCardId: a })).toMatchObject({
      ok: false,
      code: 'CARD_GONE',
    });
    // A card of another retro reads as gone.
    const other = await liveRoom();
    const foreign = await other.add(other.first, 'Elsewhere');
    expect(await op(member, 'group', { cardId: a, ontoCardId: foreign })).toMatchObject({
      code: 'CARD_GONE',
    });
    expect(await op(member, 'ungroup', { groupId: randomUUID() })).toMatchObject({
      ok: false,
      code: 'GROUP_GONE',
    });
    expect(await op(member, 'renameGroup', { groupId: randomUUID(), title: 'X' })).toMatchObject({
      ok: false,
      code: 'GROUP_GONE',
    });
    const otherGroup = ok(
      await op<Grouped>(other.member, 'group', {
        cardId: await other.add(other.first, 'Too'),
        ontoCardId: foreign,
      }),
    ).group;
    expect(await op(member, 'ungroup', { groupId: otherGroup.id })).toMatchObject({ code: 'GROUP_GONE' });
    expect(await op(member, 'renameGroup', { groupId: otherGroup.id, title: 'Mine' })).toMatchObject({
      code: 'GROUP_GONE',
    });
    const groups = await t.db.select().from(retroCardGroups).where(eq(retroCardGroups.retroId, retro.id));
    expect(groups).toEqual([]);

    // Under blur the target's text is its author's only: the title does not give it away.
    ok(await op(admin, 'blurMessage', { on: true }));
    const made = ok(await op<Grouped>(admin, 'group', { cardId: b, ontoCardId: a }));
    expect(made.group.title).toBe('Group');
  });

  it('applies a retried group once and answers its first outcome', async () => {
    const { retro, admin, member, first, add } = await liveRoom();
    const a = await add(first, 'A');
    const b = await add(first, 'B');
    const c = await add(first, 'C');
    const payload = { opId: randomUUID(), cardId: c, ontoCardId: a };
    const firstTry = await request<Ack<Grouped>>(member, 'group', payload);
    expect(firstTry.ok).toBe(true);
    const before = await boardOf(admin);
    const retry = await request<Ack<Grouped>>(member, 'group', payload);
    expect(retry).toEqual(firstTry);
    const after = await boardOf(admin);
    expect(after.cards).toEqual(before.cards);
    expect(idsIn(after, first)).toEqual([a, c, b]);
    const groups = await t.db.select().from(retroCardGroups).where(eq(retroCardGroups.retroId, retro.id));
    expect(groups).toHaveLength(1);
    // The same opId on another event is refused.
    expect(await request(member, 'ungroup', { opId: payload.opId, groupId: groups[0]?.id })).toMatchObject({
      ok: false,
      code: 'OP_ID_REUSED',
    });
    const rows = await t.db.select().from(retroCards).where(eq(retroCards.retroId, retro.id));
    expect(rows.filter((r) => r.groupId !== null)).toHaveLength(2);
  });

  it('lists a group once in the cadence summary, with the likes of all its cards', async () => {
    const { retro, admin, member, first, add } = await liveRoom();
    const a = await add(first, 'Flaky CI');
    const b = await add(first, 'Slow builds');
    const loose = await add(first, 'Long standups');
    const { group } = ok(await op<Grouped>(member, 'group', { cardId: b, ontoCardId: a }));
    ok(await op(member, 'renameGroup', { groupId: group.id, title: 'CI pain' }));
    for (const socket of [admin, member]) {
      for (const cardId of [a, b]) {
        expect(await op(socket, 'like', { cardId })).toMatchObject({ ok: true, liked: true });
      }
    }
    // One like of two voters is not above half: left out.
    ok(await op(member, 'like', { cardId: loose }));

    ok(await op(admin, 'close_retro'));
    ok(await op(member, 'cadence_input', { vote: 'happy' }));
    ok(await op(admin, 'cadence_input', { vote: 'flat' }));
    await t.db
      .update(retros)
      .set({ voteResultAt: new Date(Date.now() - 1000) })
      .where(eq(retros.id, retro.id));
    const summary = (await boardOf(admin)).moodVote?.summary as MoodSummary | null | undefined;
    expect(summary?.countOfComments).toBe(3);
    expect(summary?.mostLikedComments).toEqual([{ numberOfLikes: 4, cardDescription: 'CI pain' }]);
  });
});
