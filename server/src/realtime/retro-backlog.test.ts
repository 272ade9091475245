import { randomUUID } from 'node:crypto';
import { MSG } from '@squadboard/domain';
import type { BoardCard } from '@squadboard/domain/realtime/retro-board.events';
import type { CardWorkItem, WorkItem } from '@squadboard/domain/work-items/work-item.schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { retroCards, workItems } from '../db/schema/index.ts';
import { createRetroOrg, type RetroOrg } from '../test-support/factories.ts';
import { type Ack, boardOf, guestPass, letIn, op, realtimeSuite } from '../test-support/realtime-suite.ts';
import { api } from '../test-support/request.ts';
import { createRetro } from '../test-support/retro-factories.ts';
import { next, type RoomClient, request } from '../test-support/room-client.ts';
import type { TestApp } from '../test-support/test-app.ts';

// A retro card into the squad's backlog, over real sockets on a real database: who may
// (whoever may create work items in the retro's squad; never a guest, nor someone of another
// squad), what the room sees, what the backlog and the item's history say, and one item per op id.

const suite = realtimeSuite();
const { clients } = suite;
let t: TestApp;
let org: RetroOrg;
beforeAll(() => {
  ({ t, org } = suite);
});

type Backlogged = Ack<{ workItemId: string; acronymId: string; message: string }>;

/** A live retro of `org.squad` with its lead, a member, a member of another squad and a guest, and a card. */
async function liveRoom() {
  const retro = await createRetro(t, org.lead, org.squad.id);
  const admin = await clients.connect(org.lead);
  await request(admin, 'join', { room: retro.room });
  const member = await clients.connect(org.member);
  await letIn(admin, member, retro.room);
  const stranger = await clients.connect(org.otherMember);
  await letIn(admin, stranger, retro.room);
  const guest = await clients.connect({ guestToken: await guestPass(t, retro.meetingId, 'Gus Guest') });
  await letIn(admin, guest, retro.room);
  const [column] = (await boardOf(admin)).columns;
  const added = await op<{ card: BoardCard }>(guest, 'add', {
    columnId: column?.id,
    text: 'Flaky login test\nIt fails one run in ten',
  });
  if (!added.ok) {
    throw new Error(added.message);
  }
  return { retro, admin, member, stranger, guest, card: added.card };
}

const storyOf = (cardId: string, extra: Record<string, unknown> = {}) => ({
  opId: randomUUID(),
  cardId,
  type: 'Story',
  title: 'Flaky login test',
  description: 'Flaky login test\nIt fails one run in ten',
  ...extra,
});

describe('a retro card into the backlog', () => {
  it("makes a Story of the retro's squad for a member, marked on the card for the whole room", async () => {
    const { retro, admin, member, guest, card } = await liveRoom();
    const guestSees = next<{ cardId: string; workItems: CardWorkItem[] }>(guest, 'backlogged');
    const payload = storyOf(card.id);
    const made = await request<Backlogged>(member, 'backlog', payload);
    expect(made).toMatchObject({ ok: true });
    const { workItemId, acronymId } = made.ok ? made : { workItemId: '', acronymId: '' };
    expect(acronymId).toMatch(new RegExp(`^${org.squad.acronym}S\\d+$`));
    expect(made).toMatchObject({
      message: MSG.workItems.toBacklog.added(MSG.workItems.toBacklog.mark('Story', acronymId)),
    });
    const mark = { id: workItemId, type: 'Story', acronymId };
    expect(await guestSees).toEqual({ cardId: card.id, workItems: [mark] });
    // A later sync (a reload, a newcomer) shows the mark too.
    expect((await boardOf(admin)).cards.find((c) => c.id === card.id)?.workItems).toEqual([mark]);

    // The backlog lists it, with the card's text, and it knows where it came from.
    const backlog = await api(t.app, org.member, 'GET', `/api/work-items/backlog?squadId=${org.squad.id}`);
    const listed = (backlog.json().items as WorkItem[]).find((item) => item.id === workItemId);
    expect(listed).toMatchObject({ type: 'Story', title: 'Flaky login test', statusId: 1, sprintId: null });
    const opened = await api(t.app, org.member, 'GET', `/api/work-items/${workItemId}`);
    expect(opened.json()).toMatchObject({
      origin: { retroId: retro.id, retroTitle: 'Sprint 12 retro', room: retro.room },
      narrative: '<p>Flaky login test</p><p>It fails one run in ten</p>',
    });
    const [row] = await t.db.select().from(workItems).where(eq(workItems.id, workItemId));
    expect(row).toMatchObject({ retroId: retro.id, retroCardId: card.id, squadId: org.squad.id });
    const history = await api(t.app, org.member, 'GET', `/api/work-items/${workItemId}/history`);
    expect((history.json().items as { summary: string }[]).map((h) => h.summary)).toEqual([
      MSG.workItems.historyFromRetro('Sprint 12 retro'),
    ]);

    // Sent again (a lost acknowledgement): the first answer, and still one item.
    expect(await request(member, 'backlog', payload)).toEqual(made);
    const fromRetro = await t.db.select().from(workItems).where(eq(workItems.retroId, retro.id));
    expect(fromRetro).toHaveLength(1);
    const [stored] = await t.db.select().from(retroCards).where(eq(retroCards.id, card.id));
    expect(stored?.workItemIds).toEqual([workItemId]);

    // A second item from the same card: the card shows both.
    const bug = await request<Backlogged>(admin, 'backlog', storyOf(card.id, { type: 'Bug' }));
    expect(bug).toMatchObject({ ok: true, acronymId: expect.stringMatching(/B\d+$/) });
    // A Bug is described by its Actual Result (spec 001 §5): the card's words go there.
    const bugId = bug.ok ? bug.workItemId : '';
    expect((await api(t.app, org.lead, 'GET', `/api/work-items/${bugId}`)).json()).toMatchObject({
      narrative: null,
      actualResult: '<p>Flaky login test</p><p>It fails one run in ten</p>',
    });
    const marks = (await boardOf(guest)).cards.find((c) => c.id === card.id)?.workItems;
    expect(marks?.map((m) => m.type)).toEqual(['Story', 'Bug']);
  });

  it('refuses a guest, a member of another squad, a Feature and another organisation’s card', async () => {
    const { retro, member, stranger, guest, card } = await liveRoom();
    const refusedBy = async (socket: RoomClient, payload: Record<string, unknown>) =>
      request<Backlogged>(socket, 'backlog', payload);
    expect(await refusedBy(guest, storyOf(card.id))).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    expect(await refusedBy(stranger, storyOf(card.id))).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
      message: MSG.generic.forbidden,
    });
    // Only Stories, Tasks and Bugs come from a card: the socket's schema refuses the rest.
    expect(await refusedBy(member, storyOf(card.id, { type: 'Feature' }))).toMatchObject({ ok: false });
    expect(await refusedBy(member, storyOf(card.id, { title: 'x'.repeat(201) }))).toMatchObject({
      ok: false,
    });

    // A card of another organisation's retro is no card of this room.
    const elsewhere = await createRetroOrg(t);
    const theirRetro = await createRetro(t, elsewhere.lead, elsewhere.squad.id);
    const theirLead = await clients.connect(elsewhere.lead);
    await request(theirLead, 'join', { room: theirRetro.room });
    const [theirColumn] = (await boardOf(theirLead)).columns;
    const theirs = await op<{ card: BoardCard }>(theirLead, 'add', {
      columnId: theirColumn?.id,
      text: 'Ours',
    });
    const theirCardId = theirs.ok ? theirs.card.id : '';
    expect(await refusedBy(member, storyOf(theirCardId))).toMatchObject({ ok: false, code: 'CARD_GONE' });
    // Nor may someone of that organisation use our card from their own room.
    expect(await refusedBy(theirLead, storyOf(card.id))).toMatchObject({ ok: false, code: 'CARD_GONE' });

    expect(await t.db.select().from(workItems).where(eq(workItems.retroId, retro.id))).toHaveLength(0);
    expect(await t.db.select().from(workItems).where(eq(workItems.retroId, theirRetro.id))).toHaveLength(0);
  });
});
