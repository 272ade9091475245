import { randomUUID } from 'node:crypto';
import type { BoardCard } from '@squadboard/domain/realtime/retro-board.events';
import { EDIT_LOCK } from '@squadboard/domain/retro/board.rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRetroOrg, type OrgUser, type RetroOrg } from '../../test-support/factories.ts';
import { createRetro, joinBoard } from '../../test-support/retro-factories.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createBoardRepository } from './board.repository.ts';
import { type BoardActor, createBoardService } from './board.service.ts';

// Edit locks and the end of the countdown in the board service, on a clock the test moves: a
// lock is released by saving, cancelling or its holder leaving, and lapses 30 s after it was
// taken or last renewed; a run of the timer finishes once.

let t: TestApp;
let org: RetroOrg;
let clock = new Date('2026-11-22T10:00:00.000Z');
const tick = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
let board: ReturnType<typeof createBoardService>;

beforeAll(async () => {
  t = await createTestApp();
  org = await createRetroOrg(t);
  board = createBoardService({ repo: createBoardRepository(t.db), now: () => clock });
});
afterAll(async () => {
  await t?.close();
});

/** A member knocks, the lead lets them in: their seat at the board. */
async function admitted(user: OrgUser, retro: { id: string; room: string }): Promise<BoardActor> {
  const { rooms } = t.app.services;
  const knocked = await rooms.enter({ kind: 'user', userId: user.id }, retro.room);
  await rooms.decide({ kind: 'user', userId: org.lead.id }, retro.id, 'admit', [knocked.me.id]);
  return joinBoard(t, user, retro);
}

/** A live retro, its admin, a member, and a card of the member's. */
async function boardWithCard() {
  const retro = await createRetro(t, org.lead, org.squad.id);
  const admin = await joinBoard(t, org.lead, retro);
  const member = await admitted(org.member, retro);
  const { columns } = await board.board(retro.id, null);
  const columnId = columns[0]?.id ?? '';
  const added = await board.apply(member, 'add', { opId: randomUUID(), columnId, text: 'Pairing' });
  return { retro, admin, member, columnId, card: added.ack.card };
}

async function editorOf(retroId: string, cardId: string): Promise<string | null | undefined> {
  return (await board.board(retroId, null)).cards.find((c: BoardCard) => c.id === cardId)?.editingBy;
}

describe('edit locks', () => {
  it('are released by saving and by cancelling', async () => {
    const { retro, admin, member, card } = await boardWithCard();
    expect(await board.lock(member, 'card', card.id, true)).toBe(true);
    expect(await board.lock(admin, 'card', card.id, true)).toBe(false);
    expect(await editorOf(retro.id, card.id)).toBe(member.participantId);

    const saved = await board.apply(member, 'edit', { opId: randomUUID(), cardId: card.id, text: 'Better' });
    expect(saved.ack.card.editingBy).toBeNull();
    expect(await editorOf(retro.id, card.id)).toBeNull();

    expect(await board.lock(admin, 'card', card.id, true)).toBe(true);
    expect(await board.lock(member, 'card', card.id, false)).toBe(false); // not theirs to free
    expect(await board.lock(admin, 'card', card.id, false)).toBe(true);
    expect(await editorOf(retro.id, card.id)).toBeNull();
  });

  it('are released when their holder goes: the one lock of a socket, or all of a participant', async () => {
    const { retro, admin, member, columnId, card } = await boardWithCard();
    await board.lock(member, 'card', card.id, true);
    await board.lock(admin, 'column', columnId, true);
    expect(await board.releaseLocks(retro.id, member.participantId, { target: 'card', id: card.id })).toEqual(
      {
        column: [],
        card: [card.id],
      },
    );
    expect(await board.releaseLocks(retro.id, member.participantId, { target: 'card', id: card.id })).toEqual(
      {
        column: [],
        card: [],
      },
    );
    expect(await board.releaseLocks(retro.id, admin.participantId)).toEqual({ column: [columnId], card: [] });
    expect((await board.board(retro.id, null)).columns[0]?.editingBy).toBeNull();
  });

  it('lapse 30 s after they were taken or renewed, and read as free before anyone frees them', async () => {
    const { retro, admin, member, card } = await boardWithCard();
    expect(await board.lock(member, 'card', card.id, true)).toBe(true);
    tick(EDIT_LOCK.ttlMs - 1_000);
    expect(await board.lock(member, 'card', card.id, true)).toBe(true); // typing renews it
    tick(EDIT_LOCK.ttlMs - 1_000);
    expect(await board.lock(admin, 'card', card.id, true)).toBe(false);
    expect((await board.view(retro.id, null)).lapsed).toEqual({ column: [], card: [] });

    tick(1_000);
    const { board: seen, lapsed } = await board.view(retro.id, null);
    expect(seen.cards.find((c) => c.id === card.id)?.editingBy).toBeNull();
    expect(lapsed).toEqual({ column: [], card: [card.id] });
    // Freed once, by whoever comes first (a node's timer, or a sync).
    expect(await board.releaseLapsed(retro.id, lapsed)).toEqual({ column: [], card: [card.id] });
    expect(await board.releaseLapsed(retro.id, lapsed)).toEqual({ column: [], card: [] });
  });

  it('lapsed, can be taken by someone else at once', async () => {
    const { retro, admin, member, card } = await boardWithCard();
    await board.lock(member, 'card', card.id, true);
    tick(EDIT_LOCK.ttlMs);
    expect(await board.lock(admin, 'card', card.id, true)).toBe(true);
    expect(await editorOf(retro.id, card.id)).toBe(admin.participantId);
    // The lapsed holder's late renewal does not take it back.
    expect(await board.lock(member, 'card', card.id, true)).toBe(false);
  });
});

describe('the countdown', () => {
  it('finishes once per run: not twice, not after a stop, not a run started again', async () => {
    const { retro, admin } = await boardWithCard();
    const first = await board.apply(admin, 'startTimer', { opId: randomUUID(), seconds: 60 });
    const endsAt = first.ack.timer.endsAt ?? '';
    expect(await board.finishTimer(retro.id, endsAt)).toEqual({ running: false, seconds: 0, endsAt: null });
    expect(await board.finishTimer(retro.id, endsAt)).toBeNull();
    expect((await board.board(retro.id, null)).timer).toEqual({ running: false, seconds: 0, endsAt: null });

    const second = await board.apply(admin, 'startTimer', { opId: randomUUID(), seconds: 120 });
    await board.apply(admin, 'stopTimer', { opId: randomUUID() });
    expect(await board.finishTimer(retro.id, second.ack.timer.endsAt ?? '')).toBeNull();

    tick(1_000);
    const third = await board.apply(admin, 'startTimer', { opId: randomUUID(), seconds: 60 });
    expect(third.ack.timer.endsAt).not.toBe(endsAt);
    expect(await board.finishTimer(retro.id, endsAt)).toBeNull();
    expect((await board.board(retro.id, null)).timer.running).toBe(true);
  });
});
