import { MSG } from '@squadboard/domain';
import type { FollowThrough } from '@squadboard/domain/actions/follow-through.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actions, retros } from '../../db/schema/index.ts';
import { createRetroOrg, type OrgUser, type RetroOrg } from '../../test-support/factories.ts';
import { api } from '../../test-support/request.ts';
import { createAction, createRetro, inDays, inHours } from '../../test-support/retro-factories.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let org: RetroOrg;
let foreign: RetroOrg;

// Three ended retros of the squad, a month apart; the last has no next retro yet.
const ENDS = ['2026-01-10T10:00:00.000Z', '2026-02-10T10:00:00.000Z', '2026-03-10T10:00:00.000Z'];

/** A retro of `squadId` that ended at `endedAt` (null: still scheduled). */
async function retroOf(squadId: string, title: string, endedAt: string | null): Promise<string> {
  const retro = await createRetro(t, org.admin, squadId, {
    title,
    startType: 'schedule',
    scheduledAt: inHours(24),
  });
  if (endedAt) {
    await t.db
      .update(retros)
      .set({ status: 'COMPLETED', startedAt: new Date(endedAt), endedAt: new Date(endedAt) })
      .where(eq(retros.id, retro.id));
  }
  return retro.id;
}

/** An action raised in `retroId`, then closed (`closed`: as what and when) or deleted. */
async function actionOf(
  retroId: string,
  title: string,
  state: { closed?: ['done' | 'dropped', string]; deleted?: boolean; dueDate?: string } = {},
): Promise<string> {
  const action = await createAction(t, org, org.lead, { title, dueDate: state.dueDate ?? null });
  const [closedAs, closedAt] = state.closed ?? [null, null];
  await t.db
    .update(actions)
    .set({
      retroId,
      ...(closedAs && closedAt ? { status: 'Closed', closedAs, closedAt: new Date(closedAt) } : {}),
      ...(state.deleted ? { status: 'Deleted' } : {}),
    })
    .where(eq(actions.id, action.id));
  return action.id;
}

const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  org = await createRetroOrg(t);
  foreign = await createRetroOrg(t);
  const [first, second, third] = [
    await retroOf(org.squad.id, 'Retro one', ENDS[0] ?? null),
    await retroOf(org.squad.id, 'Retro two', ENDS[1] ?? null),
    await retroOf(org.squad.id, 'Retro three', ENDS[2] ?? null),
  ];
  ids.first = first;
  ids.second = second;
  // Archived since it ended: it counts as any ended retro.
  await t.db
    .update(retros)
    .set({ status: 'ARCHIVED' })
    .where(eq(retros.id, second ?? ''));
  const upcoming = await retroOf(org.squad.id, 'Not yet', null);
  const otherSquads = await retroOf(org.otherSquad.id, 'Other squad', '2026-02-01T00:00:00.000Z');

  // Retro one: done in time, done too late, dropped, still open (3 retros), deleted (never counted).
  await actionOf(first, 'In time', { closed: ['done', '2026-02-10T10:00:00.000Z'] });
  await actionOf(first, 'Too late', { closed: ['done', '2026-02-10T10:00:01.000Z'] });
  await actionOf(first, 'Dropped', { closed: ['dropped', '2026-01-20T00:00:00.000Z'] });
  ids.openSinceFirst = await actionOf(first, 'Open since one', { dueDate: inDays(30) });
  await actionOf(first, 'Deleted', { deleted: true });
  // Retro two: one done by retro three, two still open (2 retros), the dated one listed first.
  await actionOf(second, 'Done by three', { closed: ['done', '2026-03-01T00:00:00.000Z'] });
  await actionOf(second, 'Open undated');
  await actionOf(second, 'Open dated', { dueDate: inDays(5) });
  // Retro three, the latest: done so far, and an open one that has not missed a retro yet.
  await actionOf(third, 'Done so far', { closed: ['done', '2026-04-01T00:00:00.000Z'] });
  await actionOf(third, 'Open in the latest');
  // Neither a retro that has not ended nor another squad's retro counts.
  await actionOf(upcoming, 'Upcoming');
  await actionOf(otherSquads, 'Elsewhere');
});
afterAll(async () => {
  await t.close();
});

async function followThrough(user: OrgUser, squadId: string): Promise<FollowThrough> {
  const response = await api(t.app, user, 'GET', `/api/actions/follow-through?squadId=${squadId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('follow-through of retro actions', () => {
  it('counts, per ended retro, the actions done by the next retro; the latest so far', async () => {
    const answer = await followThrough(org.member, org.squad.id);
    expect(answer.squad).toEqual({ id: org.squad.id, name: org.squad.name });
    expect(answer.retros).toEqual([
      { retroId: ids.first, title: 'Retro one', endedAt: ENDS[0], done: 1, total: 4, pending: false },
      { retroId: ids.second, title: 'Retro two', endedAt: ENDS[1], done: 1, total: 3, pending: false },
      expect.objectContaining({ title: 'Retro three', endedAt: ENDS[2], done: 1, total: 2, pending: true }),
    ]);
  });

  it('lists the actions open across two retros or more, most retros first, then the oldest due date', async () => {
    const { stuck } = await followThrough(org.lead, org.squad.id);
    expect(stuck.map((a) => [a.title, a.retros])).toEqual([
      ['Open since one', 3],
      ['Open dated', 2],
      ['Open undated', 2],
    ]);
    expect(stuck[0]).toEqual({
      actionId: ids.openSinceFirst,
      title: 'Open since one',
      ownerName: expect.stringMatching(/^Sam /),
      dueDate: inDays(30),
      retroId: ids.first,
      retroTitle: 'Retro one',
      retros: 3,
    });
  });

  it('answers the squad’s Super Admin; a squad without ended retros has no figures', async () => {
    expect((await followThrough(org.admin, org.squad.id)).retros).toHaveLength(3);
    const quiet = await followThrough(org.otherLead, org.otherSquad.id);
    expect(quiet.retros).toEqual([
      expect.objectContaining({ title: 'Other squad', done: 0, total: 1, pending: true }),
    ]);
    expect(quiet.stuck).toEqual([]);
    const fresh = await followThrough(foreign.admin, foreign.squad.id);
    expect(fresh).toEqual({
      squad: { id: foreign.squad.id, name: foreign.squad.name },
      retros: [],
      stuck: [],
    });
  });

  it('refuses a member of another squad, and hides other organisations’ squads', async () => {
    const refused = await api(
      t.app,
      org.otherMember,
      'GET',
      `/api/actions/follow-through?squadId=${org.squad.id}`,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message: MSG.generic.forbidden });
    for (const [user, squadId] of [
      [foreign.admin, org.squad.id],
      [org.admin, foreign.squad.id],
      [org.admin, crypto.randomUUID()],
    ] as const) {
      const hidden = await api(t.app, user, 'GET', `/api/actions/follow-through?squadId=${squadId}`);
      expect(hidden.statusCode, hidden.body).toBe(404);
    }
  });

  it('refuses a squad id that is not one, and a caller who is not signed in', async () => {
    for (const query of ['squadId=nope', '']) {
      const bad = await api(t.app, org.member, 'GET', `/api/actions/follow-through?${query}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toMatchObject({ squadId: MSG.actions.squadRequired });
    }
    const visitor = await api(t.app, null, 'GET', `/api/actions/follow-through?squadId=${org.squad.id}`);
    expect(visitor.statusCode).toBe(401);
  });
});
