import { MSG } from '@squadboard/domain';
import type { Action } from '@squadboard/domain/actions/action.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actions } from '../../db/schema/index.ts';
import { createRetroOrg, type OrgUser, type RetroOrg } from '../../test-support/factories.ts';
import { api } from '../../test-support/request.ts';
import { actionBody, createAction, inDays } from '../../test-support/retro-factories.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let org: RetroOrg;
let foreign: RetroOrg;

beforeAll(async () => {
  t = await createTestApp();
  org = await createRetroOrg(t);
  foreign = await createRetroOrg(t);
});
afterAll(async () => {
  await t.close();
});

const body = (extra: Record<string, unknown> = {}) => actionBody(org, extra);
const raise = (user: OrgUser, extra: Record<string, unknown> = {}) => createAction(t, org, user, extra);

async function list(user: OrgUser, query: string) {
  const response = await api(t.app, user, 'GET', `/api/actions?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: Action[]; total: number };
}

describe('retrospective actions', () => {
  it('raises an action with the spec defaults and says which fields are missing', async () => {
    const empty = await api(t.app, org.member, 'POST', '/api/actions', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toMatchObject({
      squadId: MSG.actions.squadRequired,
      title: MSG.actions.titleRequired,
      description: MSG.actions.descriptionRequired,
      ownerId: MSG.actions.ownerRequired,
      status: MSG.actions.statusRequired,
    });
    const action = await raise(org.member);
    expect(action).toMatchObject({
      priority: 'Low',
      dueDate: null,
      status: 'Open',
      squadName: org.squad.name,
    });
    expect(action.ownerName).toMatch(/^Sam /);
    expect(action.number).toBeGreaterThan(0);
    expect((await raise(org.member)).number).toBe(action.number + 1);
  });

  it('refuses a past due date, a stranger as owner and a squad the caller cannot see', async () => {
    const past = await api(t.app, org.member, 'POST', '/api/actions', body({ dueDate: inDays(-3) }));
    expect(past.json()).toMatchObject({ statusCode: 400, fields: { dueDate: MSG.actions.dueBeforeToday } });
    const stranger = await api(
      t.app,
      org.member,
      'POST',
      '/api/actions',
      body({ ownerId: foreign.member.id }),
    );
    expect(stranger.json()).toMatchObject({ fields: { ownerId: MSG.actions.ownerNotFound } });
    const hidden = await api(t.app, org.member, 'POST', '/api/actions', body({ squadId: org.otherSquad.id }));
    expect(hidden.json()).toMatchObject({ fields: { squadId: MSG.actions.squadRequired } });
  });

  it("lists the caller's squads' actions, searched, filtered, sorted and paged", async () => {
    const squadFilter = `squadId=${org.otherSquad.id}`;
    const high = await raise(org.otherLead, {
      squadId: org.otherSquad.id,
      title: 'Urgent thing',
      priority: 'High',
      status: 'In Progress',
    });
    const low = await raise(org.otherLead, { squadId: org.otherSquad.id, title: 'Small thing' });
    const closed = await raise(org.otherLead, {
      squadId: org.otherSquad.id,
      title: 'Done thing',
      status: 'Closed',
    });
    const urgentOpen = await raise(org.otherLead, {
      squadId: org.otherSquad.id,
      title: 'Open and urgent',
      priority: 'High',
    });

    expect((await list(org.member, squadFilter)).total).toBe(0);
    const byStatus = await list(org.otherLead, `${squadFilter}&sort=status&pageSize=10`);
    expect(byStatus.items.map((a) => a.id)).toEqual([urgentOpen.id, low.id, high.id, closed.id]);
    const newest = await list(org.otherLead, `${squadFilter}&sort=createdOn&pageSize=5`);
    expect(newest.items[0]?.id).toBe(urgentOpen.id);
    expect((await list(org.otherLead, `${squadFilter}&status=Closed`)).items.map((a) => a.id)).toEqual([
      closed.id,
    ]);
    expect((await list(org.otherLead, `search=%23${high.number}`)).items.map((a) => a.id)).toEqual([high.id]);
    expect((await list(org.otherLead, `search=small`)).items.map((a) => a.id)).toEqual([low.id]);
    const paged = await list(org.admin, `${squadFilter}&pageSize=5&page=1`);
    expect(paged).toMatchObject({ total: 4 });
    const odd = await api(t.app, org.admin, 'GET', '/api/actions?pageSize=7');
    expect(odd.statusCode).toBe(400);
  });

  it('edits an action, keeping a due date from moving earlier', async () => {
    const action = await raise(org.member, { dueDate: inDays(10) });
    const update = (extra: Record<string, unknown>) =>
      api(t.app, org.member, 'PATCH', `/api/actions/${action.id}`, {
        squadId: action.squadId,
        title: action.title,
        description: action.description,
        ownerId: action.ownerId,
        status: 'In Progress',
        priority: 'Medium',
        dueDate: action.dueDate,
        ...extra,
      });
    expect((await update({ dueDate: inDays(5) })).json()).toMatchObject({
      fields: { dueDate: MSG.actions.dueBeforeCurrent },
    });
    const saved = await update({ ownerId: org.lead.id, dueDate: inDays(12) });
    expect(saved.json()).toMatchObject({
      message: MSG.actions.updated,
      action: { status: 'In Progress', priority: 'Medium', dueDate: inDays(12) },
    });
    expect(saved.json().action.ownerName).toMatch(/^Lena /);
  });

  it('moves an action to another squad the caller sees, and to no other', async () => {
    const action = await raise(org.admin);
    const move = (squadId: string) =>
      api(t.app, org.admin, 'PATCH', `/api/actions/${action.id}`, body({ squadId, title: action.title }));
    const foreignMove = await move(foreign.squad.id);
    expect(foreignMove.statusCode).toBe(400);
    expect(foreignMove.json()).toMatchObject({ fields: { squadId: MSG.actions.squadRequired } });
    // A member of the first squad only cannot move it into a squad they do not belong to.
    const mine = await raise(org.member);
    const memberMove = await api(t.app, org.member, 'PATCH', `/api/actions/${mine.id}`, {
      ...body({ squadId: org.otherSquad.id }),
    });
    expect(memberMove.statusCode).toBe(400);
    const moved = await move(org.otherSquad.id);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().action).toMatchObject({ squadId: org.otherSquad.id, squadName: org.otherSquad.name });
    const seen = await list(org.admin, `squadId=${org.otherSquad.id}`);
    expect(seen.items.map((a: Action) => a.id)).toContain(action.id);
  });

  it('soft-deletes for the author, the squad lead or a Super Admin only; other organisations get 404', async () => {
    const action = await raise(org.lead);
    expect((await api(t.app, org.member, 'DELETE', `/api/actions/${action.id}`)).statusCode).toBe(403);
    expect((await api(t.app, foreign.admin, 'DELETE', `/api/actions/${action.id}`)).statusCode).toBe(404);
    expect((await api(t.app, foreign.admin, 'PATCH', `/api/actions/${action.id}`, body())).statusCode).toBe(
      404,
    );
    const deleted = await api(t.app, org.lead, 'DELETE', `/api/actions/${action.id}`);
    expect(deleted.json()).toEqual({ message: MSG.actions.deleted });
    expect((await list(org.lead, 'pageSize=20')).items.map((a) => a.id)).not.toContain(action.id);
    expect((await api(t.app, org.lead, 'DELETE', `/api/actions/${action.id}`)).statusCode).toBe(404);
  });

  it('answers with each action what the caller may do, and refuses a delete with the reason', async () => {
    const byLead = await raise(org.lead);
    const byMember = await raise(org.member);
    const canOf = async (user: OrgUser, id: string) =>
      (await list(user, `squadId=${org.squad.id}&pageSize=20`)).items.find((a) => a.id === id)?.can;
    // Super Admin and the squad's lead (a Squad Admin) delete any of the squad's actions.
    expect(await canOf(org.admin, byLead.id)).toEqual({ edit: true, delete: true });
    expect(await canOf(org.lead, byMember.id)).toEqual({ edit: true, delete: true });
    // A Squad Member deletes what they raised, and only edits the rest.
    expect(await canOf(org.member, byMember.id)).toEqual({ edit: true, delete: true });
    expect(await canOf(org.member, byLead.id)).toEqual({ edit: true, delete: false });
    expect(byMember.can).toEqual({ edit: true, delete: true });
    const refused = await api(t.app, org.member, 'DELETE', `/api/actions/${byLead.id}`);
    expect(refused.json()).toMatchObject({
      statusCode: 403,
      code: 'ACTION_DELETE_FORBIDDEN',
      message: MSG.actions.deleteForbidden,
    });
    const edited = await api(
      t.app,
      org.member,
      'PATCH',
      `/api/actions/${byLead.id}`,
      body({ title: 'Mine now' }),
    );
    expect(edited.json().action).toMatchObject({ title: 'Mine now', can: { edit: true, delete: false } });
  });

  it('offers owners by first or last name within the organisation', async () => {
    const response = await api(t.app, org.admin, 'GET', '/api/actions/owners?q=len');
    const names = (response.json().items as { name: string }[]).map((o) => o.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => n.startsWith('Lena'))).toBe(true);
  });
});

describe('when an action was closed (the follow-through reads it)', () => {
  async function closing(id: string) {
    const [row] = await t.db
      .select({ closedAt: actions.closedAt, closedAs: actions.closedAs })
      .from(actions)
      .where(eq(actions.id, id));
    return row;
  }

  it('is recorded on closing, cleared on reopening, and kept by an edit that leaves it closed', async () => {
    const open = await raise(org.member);
    expect(await closing(open.id)).toEqual({ closedAt: null, closedAs: null });
    const closed = await api(
      t.app,
      org.member,
      'PATCH',
      `/api/actions/${open.id}`,
      body({ status: 'Closed' }),
    );
    expect(closed.statusCode, closed.body).toBe(200);
    const first = await closing(open.id);
    expect(first?.closedAs).toBe('done');
    expect(first?.closedAt).toBeInstanceOf(Date);
    const renamed = await api(
      t.app,
      org.member,
      'PATCH',
      `/api/actions/${open.id}`,
      body({ status: 'Closed', title: 'Renamed' }),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await closing(open.id)).toEqual(first);
    const reopened = await api(
      t.app,
      org.member,
      'PATCH',
      `/api/actions/${open.id}`,
      body({ status: 'Open' }),
    );
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(await closing(open.id)).toEqual({ closedAt: null, closedAs: null });
    const raisedClosed = await raise(org.member, { status: 'Closed' });
    expect((await closing(raisedClosed.id))?.closedAs).toBe('done');
  });
});
