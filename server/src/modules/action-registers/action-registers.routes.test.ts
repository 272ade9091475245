import { MSG } from '@squadboard/domain';
import { DEFAULT_ITEM_STATUSES } from '@squadboard/domain/action-registers/action-register.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrg, type OrgUser, type TestOrg } from '../../test-support/factories.ts';
import { api } from '../../test-support/request.ts';
import {
  actionRegisterBody,
  addItem,
  createActionRegister,
  itemBody,
  listActionRegisters,
  listItems,
} from '../../test-support/retro-factories.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let org: TestOrg;
let foreign: TestOrg;

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrg(t);
  foreign = await createOrg(t);
});
afterAll(async () => {
  await t.close();
});

describe('project action registers', () => {
  it('creates a register with the default statuses and says which fields are missing', async () => {
    const empty = await api(t.app, org.member, 'POST', '/api/action-registers', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toMatchObject({
      name: MSG.actionRegisters.nameRequired,
      description: MSG.actionRegisters.descriptionRequired,
      ownerId: MSG.actionRegisters.ownerRequired,
      status: MSG.actionRegisters.statusRequired,
      createdOn: MSG.actionRegisters.createdOnRequired,
    });
    const response = await api(t.app, org.member, 'POST', '/api/action-registers', actionRegisterBody(org));
    expect(response.json()).toMatchObject({
      message: MSG.actionRegisters.created,
      actionRegister: {
        status: 'Open',
        statuses: [...DEFAULT_ITEM_STATUSES],
        openCount: 0,
        closedCount: 0,
        can: { edit: true, archive: true, delete: true, addItem: true },
        ownerId: org.lead.id,
      },
    });
    expect(response.json().actionRegister.ownerName).toMatch(/^Lena /);
  });

  it('refuses an owner from another organisation or who is not active', async () => {
    for (const ownerId of [foreign.lead.id, org.inactive.id, org.invited.id]) {
      const response = await api(
        t.app,
        org.member,
        'POST',
        '/api/action-registers',
        actionRegisterBody(org, { ownerId }),
      );
      expect(response.json()).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION',
        fields: { ownerId: MSG.actionRegisters.ownerNotFound },
      });
    }
  });

  it('lists by filter, newest created_on first; All hides Archive; paged', async () => {
    const lists = await createOrg(t);
    const open = await createActionRegister(t, lists, lists.admin, {
      name: 'Open one',
      createdOn: '2026-01-10',
    });
    const newer = await createActionRegister(t, lists, lists.admin, {
      name: 'Newer open',
      createdOn: '2026-02-01',
    });
    const closed = await createActionRegister(t, lists, lists.admin, {
      name: 'Closed one',
      status: 'Closed',
    });
    const archived = await createActionRegister(t, lists, lists.admin, {
      name: 'Archived',
      status: 'Archive',
    });
    const ids = async (query: string) =>
      (await listActionRegisters(t, lists.member, query)).items.map((r) => r.id);

    expect(await ids('')).toEqual([newer.id, open.id]);
    expect(await ids('status=Open')).toEqual([newer.id, open.id]);
    expect(await ids('status=Closed')).toEqual([closed.id]);
    expect(await ids('status=Archive')).toEqual([archived.id]);
    expect(await ids('status=all')).toEqual([closed.id, newer.id, open.id]);
    const paged = await listActionRegisters(t, lists.member, 'status=all&pageSize=5&page=1');
    expect(paged).toMatchObject({ total: 3, page: 1, pageSize: 5 });
    expect((await listActionRegisters(t, lists.member, 'status=all&pageSize=10&page=2')).items).toEqual([]);
    expect((await api(t.app, lists.member, 'GET', '/api/action-registers?pageSize=7')).statusCode).toBe(400);
    expect((await api(t.app, lists.member, 'GET', '/api/action-registers?status=Deleted')).statusCode).toBe(
      400,
    );
    // Everyone of the organisation sees them; only the owner, creator or a Super Admin manages.
    const seen = (await listActionRegisters(t, lists.member, 'status=Closed')).items[0];
    expect(seen?.can).toEqual({ edit: false, archive: false, delete: false, addItem: true });
    expect((await listActionRegisters(t, lists.lead, 'status=Closed')).items[0]?.can).toEqual({
      edit: true,
      archive: true,
      delete: true,
      addItem: true,
    });
  });

  it('counts open and Closed items per register', async () => {
    const actionRegister = await createActionRegister(t, org, org.admin);
    await addItem(t, org, org.member, actionRegister.id, { status: 'Open' });
    await addItem(t, org, org.member, actionRegister.id, { status: 'In Progress' });
    await addItem(t, org, org.member, actionRegister.id, { status: 'Closed' });
    await addItem(t, org, org.member, actionRegister.id, { status: 'Closed' });
    const listed = (await listActionRegisters(t, org.member, 'status=Open&pageSize=20')).items.find(
      (r) => r.id === actionRegister.id,
    );
    expect(listed).toMatchObject({ openCount: 2, closedCount: 2 });
    const edited = await api(
      t.app,
      org.admin,
      'PATCH',
      `/api/action-registers/${actionRegister.id}`,
      actionRegisterBody(org),
    );
    expect(edited.json().actionRegister).toMatchObject({ openCount: 2, closedCount: 2 });
  });

  it('lets the owner, the creator or a Super Admin edit; others get 403', async () => {
    const actionRegister = await createActionRegister(t, org, org.otherLead);
    const edit = (user: OrgUser, extra: Record<string, unknown> = {}) =>
      api(t.app, user, 'PATCH', `/api/action-registers/${actionRegister.id}`, actionRegisterBody(org, extra));
    const refused = await edit(org.member, { name: 'Hijacked' });
    expect(refused.json()).toMatchObject({
      statusCode: 403,
      code: 'ACTION_REGISTER_FORBIDDEN',
      message: MSG.actionRegisters.manageForbidden,
    });
    const byOwner = await edit(org.lead, {
      name: 'Renamed',
      statuses: ['Todo', ' Doing ', '', 'Todo', 'Done'],
    });
    expect(byOwner.json()).toMatchObject({
      message: MSG.actionRegisters.updated,
      actionRegister: {
        name: 'Renamed',
        statuses: ['Todo', 'Doing', 'Done'],
        can: { edit: true, archive: true, delete: true, addItem: true },
      },
    });
    expect((await edit(org.otherLead, { status: 'Closed' })).json().actionRegister.status).toBe('Closed');
    const byAdmin = await edit(org.admin, { ownerId: org.member.id });
    expect(byAdmin.json().actionRegister.ownerName).toMatch(/^Sam /);
    // The member now owns it, so they may manage it.
    expect((await edit(org.member, { ownerId: org.member.id })).statusCode).toBe(200);
  });

  it('refuses removing a status label an item still uses and changes nothing', async () => {
    const actionRegister = await createActionRegister(t, org, org.lead);
    await addItem(t, org, org.member, actionRegister.id, { status: 'In Progress' });
    const response = await api(
      t.app,
      org.lead,
      'PATCH',
      `/api/action-registers/${actionRegister.id}`,
      actionRegisterBody(org, { name: 'Should not stick', statuses: ['Open', 'Closed'] }),
    );
    expect(response.json()).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION',
      fields: { statuses: MSG.actionRegisters.statusInUse('In Progress') },
    });
    const after = (await listActionRegisters(t, org.lead, 'status=Open&pageSize=20')).items.find(
      (r) => r.id === actionRegister.id,
    );
    expect(after).toMatchObject({ name: actionRegister.name, statuses: [...DEFAULT_ITEM_STATUSES] });
    // An unused label may go.
    const dropped = await api(
      t.app,
      org.lead,
      'PATCH',
      `/api/action-registers/${actionRegister.id}`,
      actionRegisterBody(org, { statuses: ['In Progress', 'Closed'] }),
    );
    expect(dropped.json().actionRegister.statuses).toEqual(['In Progress', 'Closed']);
  });

  it('answers with each register and item what the caller may do, and refuses with the reason', async () => {
    // Created by one member, owned by the lead: both manage it, as a Super Admin does.
    const actionRegister = await createActionRegister(t, org, org.otherMember, { ownerId: org.lead.id });
    const item = await addItem(t, org, org.otherMember, actionRegister.id);
    expect(item.can).toEqual({ edit: true });
    const canOf = async (user: OrgUser) =>
      (await listActionRegisters(t, user, 'status=Open&pageSize=20')).items.find(
        (r) => r.id === actionRegister.id,
      )?.can;
    const manages = { edit: true, archive: true, delete: true, addItem: true };
    expect(await canOf(org.admin)).toEqual(manages);
    expect(await canOf(org.lead)).toEqual(manages);
    expect(await canOf(org.otherMember)).toEqual(manages);
    // A Squad Admin who neither owns nor created it, and a Squad Member, only add and edit items.
    const reads = { edit: false, archive: false, delete: false, addItem: true };
    expect(await canOf(org.otherLead)).toEqual(reads);
    expect(await canOf(org.member)).toEqual(reads);
    const refused = await api(
      t.app,
      org.member,
      'POST',
      `/api/action-registers/${actionRegister.id}/status`,
      {
        status: 'Deleted',
      },
    );
    expect(refused.json()).toMatchObject({
      statusCode: 403,
      code: 'ACTION_REGISTER_FORBIDDEN',
      message: MSG.actionRegisters.manageForbidden,
    });
    const edited = await api(
      t.app,
      org.member,
      'PATCH',
      `/api/action-registers/${actionRegister.id}/items/${item.id}`,
      itemBody(org, { title: 'Edited by a member' }),
    );
    expect(edited.json().item).toMatchObject({ title: 'Edited by a member', can: { edit: true } });
  });

  it('archives once (409 the second time) and only for those who manage it', async () => {
    const actionRegister = await createActionRegister(t, org, org.lead);
    const archive = (user: OrgUser) =>
      api(t.app, user, 'POST', `/api/action-registers/${actionRegister.id}/status`, { status: 'Archive' });
    expect((await archive(org.member)).statusCode).toBe(403);
    expect((await archive(org.lead)).json()).toEqual({
      message: MSG.actionRegisters.statusChanged('archive'),
    });
    expect(
      (await listActionRegisters(t, org.lead, 'status=Archive&pageSize=20')).items.map((r) => r.id),
    ).toContain(actionRegister.id);
    const again = await archive(org.lead);
    expect(again.json()).toMatchObject({
      statusCode: 409,
      message: MSG.actionRegisters.alreadyArchived,
    });
    const bad = await api(t.app, org.lead, 'POST', `/api/action-registers/${actionRegister.id}/status`, {
      status: 'Open',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('soft-deletes: the register then answers 404 and leaves every list', async () => {
    const actionRegister = await createActionRegister(t, org, org.lead);
    const item = await addItem(t, org, org.member, actionRegister.id);
    const deleted = await api(t.app, org.admin, 'POST', `/api/action-registers/${actionRegister.id}/status`, {
      status: 'Deleted',
    });
    expect(deleted.json()).toEqual({ message: MSG.actionRegisters.statusChanged('deleted') });
    for (const filter of ['all', 'Open', 'Closed', 'Archive']) {
      expect(
        (await listActionRegisters(t, org.lead, `status=${filter}&pageSize=20`)).items.map((r) => r.id),
      ).not.toContain(actionRegister.id);
    }
    const base = `/api/action-registers/${actionRegister.id}`;
    const gone = await Promise.all([
      api(t.app, org.lead, 'PATCH', base, actionRegisterBody(org)),
      api(t.app, org.lead, 'POST', `${base}/status`, { status: 'Deleted' }),
      api(t.app, org.lead, 'GET', `${base}/items`),
      api(t.app, org.lead, 'POST', `${base}/items`, itemBody(org)),
      api(t.app, org.lead, 'PATCH', `${base}/items/${item.id}`, itemBody(org)),
    ]);
    for (const response of gone) {
      expect(response.json()).toMatchObject({ statusCode: 404, message: MSG.generic.notFound });
    }
  });
});

describe('register isolation', () => {
  it("hides every register from another organisation's callers", async () => {
    const actionRegister = await createActionRegister(t, org, org.lead);
    const item = await addItem(t, org, org.member, actionRegister.id);
    const base = `/api/action-registers/${actionRegister.id}`;
    const foreignBody = { ...actionRegisterBody(org), ownerId: foreign.lead.id };
    const foreignItem = { ...itemBody(org), ownerId: foreign.member.id };
    const responses = await Promise.all([
      api(t.app, foreign.admin, 'PATCH', base, foreignBody),
      api(t.app, foreign.admin, 'POST', `${base}/status`, { status: 'Archive' }),
      api(t.app, foreign.admin, 'POST', `${base}/status`, { status: 'Deleted' }),
      api(t.app, foreign.admin, 'GET', `${base}/items`),
      api(t.app, foreign.admin, 'POST', `${base}/items`, foreignItem),
      api(t.app, foreign.admin, 'PATCH', `${base}/items/${item.id}`, foreignItem),
    ]);
    for (const response of responses) {
      expect(response.json()).toMatchObject({ statusCode: 404, message: MSG.generic.notFound });
    }
    for (const filter of ['all', 'Open', 'Closed', 'Archive']) {
      expect(await listActionRegisters(t, foreign.admin, `status=${filter}`)).toMatchObject({
        items: [],
        total: 0,
      });
    }
    expect((await listItems(t, org.lead, actionRegister.id)).map((i) => i.title)).toEqual([item.title]);
  });

  it('needs a session', async () => {
    const response = await api(t.app, null, 'GET', '/api/action-registers');
    expect(response.statusCode).toBe(401);
    const post = await api(t.app, null, 'POST', '/api/action-registers', actionRegisterBody(org));
    expect(post.statusCode).toBe(401);
  });
});
