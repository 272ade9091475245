import { randomUUID } from 'node:crypto';
import type { BoardReview, ReviewItem } from '@squadboard/domain/actions/action-review.schema';
import type { Facilitation } from '@squadboard/domain/retro/facilitation.model';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { actionReviews, actions, retros } from '../db/schema/index.ts';
import { createSquad, type RetroOrg } from '../test-support/factories.ts';
import { type Ack, boardOf, guestPass, letIn, op, realtimeSuite } from '../test-support/realtime-suite.ts';
import { api } from '../test-support/request.ts';
import { createAction, createRetro, inDays } from '../test-support/retro-factories.ts';
import { next, request } from '../test-support/room-client.ts';
import type { TestApp } from '../test-support/test-app.ts';

// The "Review actions" phase: the squad's open actions from earlier retros are on everyone's
// board; the facilitator or an action's owner marks each Done, Still open or Dropped; the mark is
// written with the action's history, acknowledged after the commit and heard by the whole room.

const suite = realtimeSuite();
const { clients } = suite;
let t: TestApp;
let org: RetroOrg;
beforeAll(() => {
  ({ t, org } = suite);
});

const day = (offset: number) => inDays(offset).slice(0, 10);

/** A squad of its own (so its list is exactly this test's), with actions of an earlier retro. */
async function reviewRoom() {
  const squad = await createSquad(t, org, { memberIds: [org.member.id] });
  const earlier = await createRetro(t, org.lead, squad.id, { title: 'Sprint 11 retro' });
  const made = async (title: string, extra: Record<string, unknown>) =>
    createAction(t, org, org.lead, { squadId: squad.id, title, ...extra });
  const membersAction = await made('Fix the build', { ownerId: org.member.id, dueDate: day(3) });
  const leadsAction = await made('Write the runbook', { ownerId: org.lead.id, dueDate: day(1) });
  const closed = await made('Already done', { ownerId: org.member.id, status: 'Closed' });
  const unlinked = await made('Raised outside a retro', { ownerId: org.member.id });
  const otherSquads = await createAction(t, org, org.otherLead, {
    squadId: org.otherSquad.id,
    ownerId: org.otherMember.id,
  });
  for (const action of [membersAction, leadsAction, closed, otherSquads]) {
    await t.db.update(actions).set({ retroId: earlier.id }).where(eq(actions.id, action.id));
  }
  const retro = await createRetro(t, org.lead, squad.id);
  const lead = await clients.connect(org.lead);
  await request(lead, 'join', { room: retro.room });
  const member = await clients.connect(org.member);
  await letIn(lead, member, retro.room);
  const guest = await clients.connect({ guestToken: await guestPass(t, retro.meetingId, 'Gia Guest') });
  await letIn(lead, guest, retro.room);
  return { retro, earlier, lead, member, guest, membersAction, leadsAction, closed, unlinked };
}

const titles = (review: BoardReview) => review.items.map((item) => item.title);

async function reviewsOf(actionId: string) {
  return t.db.select().from(actionReviews).where(eq(actionReviews.actionId, actionId));
}

async function actionRow(actionId: string) {
  const [row] = await t.db.select().from(actions).where(eq(actions.id, actionId));
  return row;
}

describe('reviewing earlier retros’ actions', () => {
  it('lists the squad’s open actions of earlier retros for everyone, the earliest due first', async () => {
    const { lead, guest, earlier, membersAction } = await reviewRoom();
    const review = (await boardOf(lead)).review;
    expect(review.enabled).toBe(true);
    expect(titles(review)).toEqual(['Write the runbook', 'Fix the build']);
    expect(review.items[1]).toMatchObject({
      ownerId: org.member.id,
      ownerName: membersAction.ownerName,
      dueDate: day(3),
      fromRetro: { id: earlier.id, title: 'Sprint 11 retro' },
      mark: null,
    });
    expect((await boardOf(guest)).review).toEqual(review);
  });

  it('lets the owner mark their action Done: closed as done, its history, live for the room', async () => {
    const { lead, member, guest, membersAction, retro } = await reviewRoom();
    const heard = next<{ item: ReviewItem }>(guest, 'reviewed');
    const opId = randomUUID();
    const marked = await request<Ack<{ item: ReviewItem }>>(member, 'reviewAction', {
      opId,
      actionId: membersAction.id,
      outcome: 'done',
    });
    expect(marked).toMatchObject({
      ok: true,
      item: { mark: { outcome: 'done', byName: membersAction.ownerName } },
    });
    // Acknowledged after the commit: the rows are there when the answer is.
    const row = await actionRow(membersAction.id);
    expect(row).toMatchObject({ status: 'Closed', closedAs: 'done' });
    expect(row?.closedAt).not.toBeNull();
    expect(await reviewsOf(membersAction.id)).toEqual([
      expect.objectContaining({ retroId: retro.id, outcome: 'done', byUserId: org.member.id }),
    ]);
    expect((await heard).item).toMatchObject({ actionId: membersAction.id, mark: { outcome: 'done' } });
    // Still listed, marked, for whoever syncs.
    const item = (await boardOf(lead)).review.items.find((i) => i.actionId === membersAction.id);
    expect(item?.mark?.outcome).toBe('done');

    // A retry of the same operation answers the same, and writes nothing twice.
    const again = await request<Ack<{ item: ReviewItem }>>(member, 'reviewAction', {
      opId,
      actionId: membersAction.id,
      outcome: 'done',
    });
    expect(again).toEqual(marked);
    expect(await reviewsOf(membersAction.id)).toHaveLength(1);
  });

  it('keeps each mark in the action’s history, for whoever sees the action', async () => {
    const { lead, membersAction, retro } = await reviewRoom();
    await op(lead, 'reviewAction', { actionId: membersAction.id, outcome: 'open', dueDate: day(8) });
    await op(lead, 'reviewAction', { actionId: membersAction.id, outcome: 'done' });
    const history = await api(t.app, org.member, 'GET', `/api/actions/${membersAction.id}/reviews`);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().items).toEqual([
      expect.objectContaining({
        outcome: 'done',
        dueDate: null,
        retro: { id: retro.id, title: retro.title },
      }),
      expect.objectContaining({
        outcome: 'open',
        dueDate: day(8),
        retro: { id: retro.id, title: retro.title },
      }),
    ]);
    // A member of another squad does not see the action, nor its history.
    expect(
      (await api(t.app, org.otherMember, 'GET', `/api/actions/${membersAction.id}/reviews`)).statusCode,
    ).toBe(404);
  });

  it('keeps others’ actions to the facilitator: a member and a guest are refused, nothing changes', async () => {
    const { lead, member, guest, leadsAction } = await reviewRoom();
    for (const socket of [member, guest]) {
      expect(
        await op(socket, 'reviewAction', { actionId: leadsAction.id, outcome: 'dropped' }),
      ).toMatchObject({
        ok: false,
        code: 'FORBIDDEN',
      });
    }
    expect(await actionRow(leadsAction.id)).toMatchObject({ status: 'Open', closedAs: null });
    expect(await reviewsOf(leadsAction.id)).toEqual([]);

    const dropped = await op<{ item: ReviewItem }>(lead, 'reviewAction', {
      actionId: leadsAction.id,
      outcome: 'dropped',
    });
    expect(dropped.ok).toBe(true);
    expect(await actionRow(leadsAction.id)).toMatchObject({ status: 'Closed', closedAs: 'dropped' });
  });

  it('keeps an action open with a new due date; a date in the past or with Done is refused', async () => {
    const { lead, membersAction } = await reviewRoom();
    expect(
      await op(lead, 'reviewAction', { actionId: membersAction.id, outcome: 'open', dueDate: day(-3) }),
    ).toMatchObject({ ok: false, code: 'VALIDATION' });
    expect(
      await op(lead, 'reviewAction', { actionId: membersAction.id, outcome: 'done', dueDate: day(9) }),
    ).toMatchObject({ ok: false, code: 'INVALID_PAYLOAD' });
    expect(await reviewsOf(membersAction.id)).toEqual([]);

    const kept = await op<{ item: ReviewItem }>(lead, 'reviewAction', {
      actionId: membersAction.id,
      outcome: 'open',
      dueDate: day(9),
    });
    expect(kept).toMatchObject({
      ok: true,
      item: { dueDate: day(9), mark: { outcome: 'open', dueDate: day(9) } },
    });
    expect(await actionRow(membersAction.id)).toMatchObject({
      status: 'Open',
      dueDate: day(9),
      closedAt: null,
    });
  });

  it('reviews only what the list holds: closed, unlinked, other squads’ and unknown actions are not found', async () => {
    const { lead, closed, unlinked } = await reviewRoom();
    const [otherSquads] = await t.db
      .select()
      .from(actions)
      .where(and(eq(actions.squadId, org.otherSquad.id), eq(actions.title, 'Fix the flaky build')));
    for (const actionId of [closed.id, unlinked.id, otherSquads?.id ?? randomUUID(), randomUUID()]) {
      expect(await op(lead, 'reviewAction', { actionId, outcome: 'done' })).toMatchObject({
        ok: false,
        code: 'ACTION_NOT_FOUND',
      });
    }
  });

  it('lets only the admin turn the review off; its phase then moves on to writing', async () => {
    const { retro, lead, member } = await reviewRoom();
    expect((await op<{ facilitation: Facilitation }>(lead, 'setPhase', { phase: 'review' })).ok).toBe(true);
    expect(await op(member, 'setReviewActions', { on: false })).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
    });

    const heard = next<{ review: BoardReview }>(member, 'review');
    const phase = next<{ facilitation: Facilitation }>(member, 'facilitation');
    expect(await op(lead, 'setReviewActions', { on: false })).toMatchObject({
      ok: true,
      review: { enabled: false, items: [] },
    });
    expect((await heard).review.enabled).toBe(false);
    expect((await phase).facilitation.phase).toBe('write');
    const [row] = await t.db.select().from(retros).where(eq(retros.id, retro.id));
    expect(row).toMatchObject({ reviewActions: false, phase: 'write' });
    expect((await boardOf(member)).review).toEqual({ enabled: false, items: [] });

    const on = await op<{ review: BoardReview }>(lead, 'setReviewActions', { on: true });
    expect(on.ok && titles(on.review)).toEqual(['Write the runbook', 'Fix the build']);
  });
});
