import { randomUUID } from 'node:crypto';
import { MSG } from '@squadboard/domain';
import type { BoardCard } from '@squadboard/domain/realtime/retro-board.events';
import type { WaitingEntry } from '@squadboard/domain/realtime/retro-room.events';
import { unpackBatches } from '@squadboard/domain/realtime/socket.events';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { retroCardLikes, retroCards, retros } from '../db/schema/index.ts';
import type { RetroOrg } from '../test-support/factories.ts';
import { type Ack, boardOf, op, realtimeSuite } from '../test-support/realtime-suite.ts';
import { api } from '../test-support/request.ts';
import { createAction, createRetro } from '../test-support/retro-factories.ts';
import { next, nextMatching, type RoomClient, request } from '../test-support/room-client.ts';
import type { TestApp } from '../test-support/test-app.ts';

const suite = realtimeSuite();
const { clients } = suite;
let t: TestApp;
let org: RetroOrg;
beforeAll(() => {
  ({ t, org } = suite);
});

/** Lets a guest into the room through the waiting room, as the browser would. */
async function admitGuest(admin: RoomClient, meetingId: string, room: string, name: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/retros/meeting/${meetingId}/guest`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ name }),
  });
  const guest = await clients.connect({ guestToken: response.json().token });
  const seen = nextMatching<{ waiting: WaitingEntry[] }>(admin, 'userJoin', (p) =>
    p.waiting.some((w) => w.name === name),
  );
  await request(guest, 'join', { room });
  const entry = (await seen).waiting.find((w) => w.name === name);
  const admitted = next(guest, 'admitted');
  await request(admin, 'admit', { decision: 'admit', participantIds: [entry?.id] });
  await admitted;
  await request(guest, 'join', { room });
  return guest;
}

/** A live retro with its lead and two admitted guests. */
async function liveBoard() {
  const retro = await createRetro(t, org.lead, org.squad.id);
  const admin = await clients.connect(org.lead);
  await request(admin, 'join', { room: retro.room });
  const ann = await admitGuest(admin, retro.meetingId, retro.room, 'Ann Author');
  const bob = await admitGuest(admin, retro.meetingId, retro.room, 'Bob Bystander');
  // Room news may come coalesced (a departure and the locks it freed): heard event by event.
  for (const socket of [admin, ann, bob]) {
    unpackBatches(socket);
  }
  const board = await boardOf(admin);
  const [first, second] = board.columns;
  if (!first || !second) {
    throw new Error('the template columns are missing');
  }
  return { retro, admin, ann, bob, first, second };
}

describe('retro board', () => {
  it('starts with the template columns; only the admin changes columns', async () => {
    const { admin, ann, first } = await liveBoard();
    expect((await boardOf(ann)).columns.map((c) => c.name)).toEqual([
      'Went well',
      'To improve',
      'Action items',
    ]);

    for (const [event, payload] of [
      ['addTitle', { name: 'Ideas' }],
      ['editTitle', { columnId: first.id, name: 'Good' }],
      ['deleteTitle', { columnId: first.id }],
      ['moveTitle', { columnId: first.id, toIndex: 2 }],
      ['blurMessage', { on: true }],
      ['startTimer', { seconds: 300 }],
    ] as const) {
      expect(await op(ann, event, payload)).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    }

    const added = next<{ column: { name: string } }>(ann, 'addedTitle');
    expect(await op(admin, 'addTitle', { name: 'Ideas' })).toMatchObject({
      ok: true,
      column: { name: 'Ideas' },
    });
    expect((await added).column.name).toBe('Ideas');
    await op(admin, 'editTitle', { columnId: first.id, name: 'Good' });
    await op(admin, 'moveTitle', { columnId: first.id, toIndex: 3 });
    expect((await boardOf(ann)).columns.map((c) => c.name)).toEqual([
      'To improve',
      'Action items',
      'Ideas',
      'Good',
    ]);
    await op(admin, 'deleteTitle', { columnId: first.id });
    expect((await boardOf(ann)).columns).toHaveLength(3);
  });

  it('adds, edits, moves and deletes cards; only the author or the admin changes one', async () => {
    const { admin, ann, bob, first, second } = await liveBoard();
    const seen = next<{ card: BoardCard }>(bob, 'added');
    const added = await op<{ card: BoardCard }>(ann, 'add', { columnId: first.id, text: 'Pairing helped' });
    if (!added.ok) {
      throw new Error(added.message);
    }
    expect((await seen).card).toMatchObject({ text: 'Pairing helped', authorName: 'Ann Author' });
    const cardId = added.card.id;

    expect(await op(bob, 'edit', { cardId, text: 'Mine now' })).toMatchObject({
      ok: false,
      code: 'NOT_YOUR_CARD',
      message: MSG.board.notYourCard,
    });
    expect(await op(bob, 'delete', { cardId })).toMatchObject({ code: 'NOT_YOUR_CARD' });
    expect(await op(ann, 'edit', { cardId, text: '   ' })).toMatchObject({ code: 'INVALID_PAYLOAD' });
    expect(await op(ann, 'edit', { cardId, text: 'Pairing helped a lot' })).toMatchObject({ ok: true });

    const other = await op<{ card: BoardCard }>(bob, 'add', {
      columnId: second.id,
      text: 'Too many meetings',
    });
    const dropped = next(ann, 'drop');
    await op(bob, 'drag', { cardId: cardId, toColumnId: second.id, toIndex: 0 });
    await dropped;
    const board = await boardOf(admin);
    expect(board.cards.filter((c) => c.columnId === second.id).map((c) => c.text)).toEqual([
      'Pairing helped a lot',
      'Too many meetings',
    ]);

    expect(other.ok && (await op(admin, 'delete', { cardId: other.card.id }))).toMatchObject({ ok: true });
    expect((await boardOf(ann)).cards.map((c) => c.id)).toEqual([cardId]);
  });

  it('applies an operation once, however often it is retried', async () => {
    const { ann, first, retro } = await liveBoard();
    const payload = { opId: randomUUID(), columnId: first.id, text: 'Retried' };
    const firstTry = await request(ann, 'add', payload);
    const retry = await request(ann, 'add', payload);
    expect(retry).toEqual(firstTry);
    const rows = await t.db.select().from(retroCards).where(eq(retroCards.retroId, retro.id));
    expect(rows.map((r) => r.text)).toEqual(['Retried']);
  });

  it('loses no like or emoji when everyone reacts at once', async () => {
    const { admin, ann, bob, first } = await liveBoard();
    const added = await op<{ card: BoardCard }>(ann, 'add', { columnId: first.id, text: 'Popular' });
    if (!added.ok) {
      throw new Error(added.message);
    }
    const cardId = added.card.id;
    await Promise.all([admin, ann, bob].map((s) => op(s, 'like', { cardId })));
    expect(await t.db.select().from(retroCardLikes).where(eq(retroCardLikes.cardId, cardId))).toHaveLength(3);
    expect(await op(bob, 'like', { cardId })).toMatchObject({ liked: false });
    expect(await op(bob, 'like', { cardId: randomUUID() })).toMatchObject({ ok: false, code: 'CARD_GONE' });

    const heart = { emojiId: 'heart', native: '❤️', name: 'Red Heart' };
    await Promise.all([admin, ann, bob].map((s) => op(s, 'emoji', { cardId, emoji: heart })));
    await op(bob, 'emoji', { cardId, emoji: { emojiId: '+1', native: '👍', name: 'Thumbs Up' } });
    // The earlier reactions' news may still be on their way (a busy room answers first): wait
    // for the one that takes Ann's reaction back.
    const seen = nextMatching<{ participantId: string; reaction: unknown }>(
      admin,
      'addedEmoji',
      (news) => news.reaction === null,
    );
    await op(ann, 'emoji', { cardId, emoji: null });
    expect((await seen).reaction).toBeNull();
    const card = (await boardOf(admin)).cards.find((c) => c.id === cardId);
    expect(card?.likes).toHaveLength(2);
    expect(card?.reactions.map((r) => r.emojiId).sort()).toEqual(['+1', 'heart']);
  });

  it('sends a card text only to its author while blur is on', async () => {
    const { admin, ann, bob, first } = await liveBoard();
    await op(ann, 'add', { columnId: first.id, text: 'Visible before blur' });
    const toggled = next<{ blur: boolean }>(bob, 'addBlurToggle');
    await op(admin, 'blurMessage', { on: true });
    expect(await toggled).toEqual({ blur: true });

    const bobSees = next<{ card: BoardCard }>(bob, 'added');
    const adminSees = next<{ card: BoardCard }>(admin, 'added');
    const annSees = next<{ card: BoardCard }>(ann, 'added');
    await op(ann, 'add', { columnId: first.id, text: 'Secret thought' });
    expect((await bobSees).card.text).toBeNull();
    expect((await adminSees).card.text).toBeNull();
    expect((await annSees).card.text).toBe('Secret thought');
    expect((await boardOf(bob)).cards.map((c) => c.text)).toEqual([null, null]);
    expect((await boardOf(ann)).cards.map((c) => c.text)).toEqual(['Visible before blur', 'Secret thought']);

    await op(admin, 'blurMessage', { on: false });
    expect((await boardOf(bob)).cards.map((c) => c.text)).toEqual(['Visible before blur', 'Secret thought']);
  });

  it('shares the timer, and locks a card while its author edits it', async () => {
    const { admin, ann, bob, first } = await liveBoard();
    const ticking = next<{ timer: { running: boolean; seconds: number } }>(bob, 'timer');
    await op(admin, 'startTimer', { seconds: 300 });
    expect((await ticking).timer).toMatchObject({ running: true, seconds: 300 });
    expect(await op(admin, 'stopTimer', {})).toMatchObject({ timer: { running: false } });

    const added = await op<{ card: BoardCard }>(ann, 'add', { columnId: first.id, text: 'Lock me' });
    const cardId = added.ok ? added.card.id : '';
    const locked = next<{ by: string | null }>(bob, 'editing');
    expect(await request(ann, 'editing', { target: 'card', id: cardId, on: true })).toEqual({
      ok: true,
      locked: true,
    });
    expect((await locked).by).not.toBeNull();
    expect(await request(admin, 'editing', { target: 'card', id: cardId, on: true })).toEqual({
      ok: true,
      locked: false,
    });
    const released = nextMatching<{ by: string | null }>(bob, 'editing', (p) => p.by === null);
    ann.close();
    await released;
  });

  it('converts a card into an action of the retro squad, once, for the admin only', async () => {
    const { retro, admin, ann, bob, first } = await liveBoard();
    const added = await op<{ card: BoardCard }>(ann, 'add', {
      columnId: first.id,
      text: 'Automate the release notes',
    });
    const cardId = added.ok ? added.card.id : '';
    const form = {
      cardId,
      title: 'Release notes bot',
      description: 'Automate the release notes',
      ownerId: org.member.id,
      status: 'Open',
      priority: 'Medium',
      dueDate: null,
    };
    expect(await op(ann, 'action', form)).toMatchObject({ ok: false, code: 'FORBIDDEN' });

    const marked = next<{ cardId: string; actionIds: string[] }>(bob, 'actioned');
    const payload = { opId: randomUUID(), ...form };
    const converted = await request<Ack<{ actionId: string; message: string }>>(admin, 'action', payload);
    expect(converted).toMatchObject({ ok: true, message: MSG.retro.actionMoved });
    expect(await request(admin, 'action', payload)).toEqual(converted);
    const actionId = converted.ok ? converted.actionId : '';
    expect(await marked).toEqual({ cardId, actionIds: [actionId] });

    const listed = await api(t.app, org.lead, 'GET', `/api/actions?squadId=${org.squad.id}&pageSize=20`);
    const mine = (listed.json().items as { id: string; retroId: string; cardId: string }[]).filter(
      (a) => a.retroId === retro.id,
    );
    expect(mine).toEqual([expect.objectContaining({ id: actionId, cardId, retroTitle: 'Sprint 12 retro' })]);
    // The PDF export asks for exactly this retro's actions, not the squad's others.
    await createAction(t, org, org.lead, { title: 'Not from a retro' });
    const ofRetro = await api(t.app, org.lead, 'GET', `/api/actions?retroId=${retro.id}&pageSize=20`);
    expect((ofRetro.json().items as { id: string }[]).map((a) => a.id)).toEqual([actionId]);
    const notAnId = await api(t.app, org.lead, 'GET', '/api/actions?retroId=nope');
    expect(notAnId.statusCode).toBe(400);
  });

  it('refuses every change once the retro is over, and from outside the room', async () => {
    const { retro, admin, first } = await liveBoard();
    const stranger = await clients.connect(org.otherMember);
    expect(await op(stranger, 'add', { columnId: first.id, text: 'Sneaky' })).toMatchObject({
      code: 'NOT_IN_ROOM',
    });
    await t.db.update(retros).set({ status: 'COMPLETED' }).where(eq(retros.id, retro.id));
    expect(await op(admin, 'add', { columnId: first.id, text: 'Too late' })).toMatchObject({
      ok: false,
      code: 'NOT_LIVE',
      message: MSG.board.notLive,
    });
    expect(await t.db.select().from(retroCards).where(eq(retroCards.retroId, retro.id))).toHaveLength(0);
  });
});
