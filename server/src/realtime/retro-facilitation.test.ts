import { randomUUID } from 'node:crypto';
import type { BoardCard } from '@squadboard/domain/realtime/retro-board.events';
import type { RoomSnapshot } from '@squadboard/domain/realtime/retro-room.events';
import type { Facilitation } from '@squadboard/domain/retro/facilitation.model';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { retroCardLikes, retros } from '../db/schema/index.ts';
import type { RetroOrg } from '../test-support/factories.ts';
import { type Ack, boardOf, guestPass, letIn, op, realtimeSuite } from '../test-support/realtime-suite.ts';
import { createRetro } from '../test-support/retro-factories.ts';
import { type RoomClient, request } from '../test-support/room-client.ts';
import type { TestApp } from '../test-support/test-app.ts';

// The vote budget, held by the server across all of a participant's sockets; the
// phases (blur, voting, the discussion's first item), which only the room's admin changes. The
// facilitator's handover is in retro-handover.test.ts.

const suite = realtimeSuite();
const { clients } = suite;
let t: TestApp;
let org: RetroOrg;
beforeAll(() => {
  ({ t, org } = suite);
});

type Joined = Ack<{ state: 'admitted'; snapshot: RoomSnapshot }>;

async function joinAs(socket: RoomClient, room: string): Promise<RoomSnapshot> {
  const joined = await request<Joined>(socket, 'join', { room });
  if (!joined.ok || joined.state !== 'admitted') {
    throw new Error(`not in the room: ${JSON.stringify(joined)}`);
  }
  return joined.snapshot;
}

/**
 * A live retro of org.squad: its lead, the squad's member on TWO sockets, a guest, and three
 * cards of the lead's in the first column.
 */
async function votingRoom() {
  const retro = await createRetro(t, org.lead, org.squad.id);
  const lead = await clients.connect(org.lead);
  const leadSeat = await joinAs(lead, retro.room);
  const member = await clients.connect(org.member);
  const memberSeat = await letIn(lead, member, retro.room);
  // The second tab of the same person enters straight away: they were let in.
  const memberTab = await clients.connect(org.member);
  await joinAs(memberTab, retro.room);
  const guest = await clients.connect({ guestToken: await guestPass(t, retro.meetingId, 'Gil Guest') });
  const guestSeat = await letIn(lead, guest, retro.room);
  const [column] = (await boardOf(lead)).columns;
  if (!column) {
    throw new Error('the template columns are missing');
  }
  const cards: string[] = [];
  for (const text of ['One', 'Two', 'Three', 'Four', 'Five']) {
    const added = await op<{ card: BoardCard }>(lead, 'add', { columnId: column.id, text });
    if (!added.ok) {
      throw new Error(added.message);
    }
    cards.push(added.card.id);
  }
  return {
    retro,
    lead,
    member,
    memberTab,
    guest,
    columnId: column.id,
    cards,
    ids: { lead: leadSeat.me.id, member: memberSeat.me.id, guest: guestSeat.me.id },
  };
}

const likesOf = (participantId: string) =>
  t.db.select().from(retroCardLikes).where(eq(retroCardLikes.participantId, participantId));

const retroRow = async (retroId: string) => {
  const [row] = await t.db.select().from(retros).where(eq(retros.id, retroId));
  return row;
};

/** Everything `socket` hears of `event` from now on. */
function heard<T>(socket: RoomClient, event: string): T[] {
  const all: T[] = [];
  (socket as unknown as { on(event: string, listener: (payload: T) => void): void }).on(event, (p) =>
    all.push(p),
  );
  return all;
}

describe('the vote budget', () => {
  it('holds across two sockets of one person, also in a burst, and gives a vote back on unlike', async () => {
    const { lead, member, memberTab, guest, cards, ids, retro } = await votingRoom();
    const facilitation = heard<{ facilitation: Facilitation }>(guest, 'facilitation');
    expect(await op(lead, 'setVotes', { votes: 2 })).toEqual({
      ok: true,
      facilitation: { phase: null, votes: 2, discussId: null },
    });
    // A busy room answers before its news go out: wait for them.
    await vi.waitFor(() =>
      expect(facilitation).toEqual([{ facilitation: { phase: null, votes: 2, discussId: null } }]),
    );
    expect((await boardOf(member)).facilitation).toEqual({ phase: null, votes: 2, discussId: null });

    // Three different cards at once from both tabs, with the guest's likes in the same burst.
    const [a, b, c, d, e] = cards as [string, string, string, string, string];
    const acks = await Promise.all([
      op<{ liked: boolean }>(member, 'like', { cardId: a }),
      op<{ liked: boolean }>(memberTab, 'like', { cardId: b }),
      op<{ liked: boolean }>(member, 'like', { cardId: c }),
      op<{ liked: boolean }>(memberTab, 'like', { cardId: d }),
      op<{ liked: boolean }>(guest, 'like', { cardId: a }),
      op<{ liked: boolean }>(guest, 'like', { cardId: b }),
      op<{ liked: boolean }>(guest, 'like', { cardId: c }),
    ]);
    const mine = acks.slice(0, 4);
    expect(mine.filter((ack) => ack.ok)).toEqual([
      { ok: true, liked: true },
      { ok: true, liked: true },
    ]);
    expect(mine.filter((ack) => !ack.ok)).toEqual([
      { ok: false, code: 'NO_VOTES_LEFT', message: 'You have no votes left.' },
      { ok: false, code: 'NO_VOTES_LEFT', message: 'You have no votes left.' },
    ]);
    expect(acks.slice(4).map((ack) => ack.ok)).toEqual([true, true, false]);
    expect(await likesOf(ids.member)).toHaveLength(2);
    expect(await likesOf(ids.guest)).toHaveLength(2);

    // Out of votes on both tabs; taking one back frees one, for either tab.
    expect(await op(memberTab, 'like', { cardId: e })).toMatchObject({ ok: false, code: 'NO_VOTES_LEFT' });
    const given = (await likesOf(ids.member)).map((row) => row.cardId);
    expect(await op(member, 'like', { cardId: given[0] })).toEqual({ ok: true, liked: false });
    expect(await op(memberTab, 'like', { cardId: e })).toEqual({ ok: true, liked: true });
    expect(await op(member, 'like', { cardId: given[0] })).toMatchObject({ code: 'NO_VOTES_LEFT' });

    // Many likes of one person in one burst, from both tabs: still two at most.
    expect(await op(lead, 'setVotes', { votes: 3 })).toMatchObject({ ok: true });
    const burst = await Promise.all(
      cards.flatMap((cardId) =>
        [member, memberTab].map((s) => op<{ liked: boolean }>(s, 'like', { cardId })),
      ),
    );
    // Each card was asked twice (a toggle each): whatever the order, three likes at most remain.
    expect(burst.filter((ack) => !ack.ok && ack.code !== 'NO_VOTES_LEFT')).toEqual([]);
    expect((await likesOf(ids.member)).length).toBeLessThanOrEqual(3);

    // A budget lowered below what someone used leaves their likes; they cannot add.
    expect(await op(lead, 'setVotes', { votes: 1 })).toMatchObject({ ok: true });
    const kept = await likesOf(ids.guest);
    expect(kept).toHaveLength(2);
    expect(await op(guest, 'like', { cardId: e })).toMatchObject({ code: 'NO_VOTES_LEFT' });
    expect(await likesOf(ids.guest)).toHaveLength(2);

    // The single-operation path (a group that failed runs its likes one by one) counts the same.
    const { board } = t.app.services;
    const actor = {
      retroId: retro.id,
      participantId: ids.guest,
      name: 'Gil Guest',
      role: 'RETRO_USER' as const,
    };
    await expect(board.apply(actor, 'like', { opId: randomUUID(), cardId: e })).rejects.toMatchObject({
      code: 'NO_VOTES_LEFT',
    });
    await expect(
      board.apply(actor, 'like', { opId: randomUUID(), cardId: kept[0]?.cardId ?? '' }),
    ).resolves.toMatchObject({ ack: { liked: false } });

    // No budget again: likes as the spec has them.
    expect(await op(lead, 'setVotes', { votes: null })).toMatchObject({ facilitation: { votes: null } });
    const free = await Promise.all(cards.map((cardId) => op<{ liked: boolean }>(guest, 'like', { cardId })));
    expect(free.every((ack) => ack.ok)).toBe(true);
  });

  it('leaves likes unlimited with neither budget nor flow', async () => {
    const { member, memberTab, cards, ids } = await votingRoom();
    const acks = await Promise.all(
      cards.map((cardId, i) => op<{ liked: boolean }>(i % 2 ? member : memberTab, 'like', { cardId })),
    );
    expect(acks).toEqual(cards.map(() => ({ ok: true, liked: true })));
    expect(await likesOf(ids.member)).toHaveLength(cards.length);
  });
});

describe('only the admin facilitates', () => {
  it('refuses setPhase, setVotes and discuss from anyone else: nothing stored, nothing heard', async () => {
    const { lead, member, guest, cards, retro } = await votingRoom();
    const heardByLead = heard(lead, 'facilitation');
    const blurs = heard(lead, 'addBlurToggle');
    for (const socket of [member, guest]) {
      for (const [event, payload] of [
        ['setPhase', { phase: 'write' }],
        ['setPhase', { phase: null }],
        ['setVotes', { votes: 3 }],
        ['discuss', { itemId: cards[0] }],
      ] as const) {
        expect(await op(socket, event, payload), event).toMatchObject({ ok: false, code: 'FORBIDDEN' });
      }
    }
    await boardOf(lead);
    expect(heardByLead).toEqual([]);
    expect(blurs).toEqual([]);
    expect(await retroRow(retro.id)).toMatchObject({
      phase: null,
      voteBudget: null,
      discussId: null,
      blur: false,
    });
  });
});

describe('the phases', () => {
  it('blurs while writing, reveals, opens voting in the vote phase and discusses the most voted first', async () => {
    const { lead, member, guest, cards, columnId, retro } = await votingRoom();
    const mine = await op<{ card: BoardCard }>(member, 'add', { columnId, text: 'Mine alone' });
    if (!mine.ok) {
      throw new Error(mine.message);
    }
    const blurs = heard<{ blur: boolean }>(guest, 'addBlurToggle');
    const states = heard<{ facilitation: Facilitation }>(guest, 'facilitation');

    expect(await op(lead, 'setPhase', { phase: 'write' })).toEqual({
      ok: true,
      facilitation: { phase: 'write', votes: null, discussId: null },
      blur: true,
    });
    const blurred = await boardOf(guest);
    expect(blurred.blur).toBe(true);
    expect(blurred.cards.find((c) => c.id === mine.card.id)?.text).toBeNull();
    expect((await boardOf(member)).cards.find((c) => c.id === mine.card.id)?.text).toBe('Mine alone');
    // Voting is closed while writing (and taking a like back too).
    expect(await op(guest, 'like', { cardId: cards[0] })).toMatchObject({
      code: 'VOTING_CLOSED',
      message: 'Voting is open in the Vote phase only.',
    });

    expect(await op(lead, 'setPhase', { phase: 'reveal' })).toMatchObject({ ok: true, blur: false });
    expect((await boardOf(guest)).cards.find((c) => c.id === mine.card.id)?.text).toBe('Mine alone');
    expect(await op(guest, 'like', { cardId: cards[0] })).toMatchObject({ code: 'VOTING_CLOSED' });
    expect(await op(lead, 'setPhase', { phase: 'group' })).toMatchObject({ ok: true, blur: false });
    expect(await op(member, 'like', { cardId: cards[0] })).toMatchObject({ code: 'VOTING_CLOSED' });

    // Voting: the third card gets two votes, the second one.
    expect(await op(lead, 'setPhase', { phase: 'vote' })).toMatchObject({ ok: true });
    const votes = await Promise.all([
      op<{ liked: boolean }>(member, 'like', { cardId: cards[2] }),
      op<{ liked: boolean }>(guest, 'like', { cardId: cards[2] }),
      op<{ liked: boolean }>(guest, 'like', { cardId: cards[1] }),
    ]);
    expect(votes.every((ack) => ack.ok)).toBe(true);

    const discussing = await op<{ facilitation: Facilitation }>(lead, 'setPhase', { phase: 'discuss' });
    expect(discussing).toMatchObject({ ok: true, facilitation: { phase: 'discuss', discussId: cards[2] } });
    expect(await op(member, 'like', { cardId: cards[3] })).toMatchObject({ code: 'VOTING_CLOSED' });
    // The admin moves the discussion on; an id of nothing on this board is refused.
    expect(await op(lead, 'discuss', { itemId: cards[1] })).toMatchObject({
      ok: true,
      facilitation: { phase: 'discuss', discussId: cards[1] },
    });
    expect(await op(lead, 'discuss', { itemId: randomUUID() })).toMatchObject({ code: 'CARD_GONE' });
    expect((await boardOf(guest)).facilitation).toEqual({
      phase: 'discuss',
      votes: null,
      discussId: cards[1],
    });

    // Skipping: from writing straight to the discussion.
    expect(await op(lead, 'setPhase', { phase: 'write' })).toMatchObject({ blur: true });
    expect(await op(lead, 'setPhase', { phase: 'discuss' })).toMatchObject({
      ok: true,
      blur: false,
      facilitation: { phase: 'discuss', discussId: cards[2] },
    });

    // Leaving the flow: the free board again, blur as it was.
    expect(await op(lead, 'setPhase', { phase: null })).toEqual({
      ok: true,
      facilitation: { phase: null, votes: null, discussId: null },
      blur: false,
    });
    expect(await op(member, 'like', { cardId: cards[3] })).toEqual({ ok: true, liked: true });
    expect(await retroRow(retro.id)).toMatchObject({ phase: null, discussId: null, blur: false });

    // Each blur change was told once; every phase change told its whole state (a busy room
    // answers before its news go out: wait for the last of them).
    await vi.waitFor(() => expect(states).toHaveLength(9));
    expect(blurs.map((b) => b.blur)).toEqual([true, false, true, false]);
    expect(states.map((s) => s.facilitation.phase)).toEqual([
      'write',
      'reveal',
      'group',
      'vote',
      'discuss',
      'discuss',
      'write',
      'discuss',
      null,
    ]);
  });

  it('leaves blur alone when leaving the flow, and keeps it off through the later phases', async () => {
    const { lead, retro } = await votingRoom();
    expect(await op(lead, 'blurMessage', { on: true })).toMatchObject({ ok: true });
    expect(await op(lead, 'setPhase', { phase: null })).toMatchObject({ ok: true, blur: true });
    expect(await op(lead, 'setPhase', { phase: 'actions' })).toMatchObject({ ok: true, blur: false });
    expect(await retroRow(retro.id)).toMatchObject({ phase: 'actions', blur: false });
  });
});
