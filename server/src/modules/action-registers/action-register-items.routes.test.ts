import { MSG } from '@squadboard/domain';
import { ACTION_REGISTER_LIMITS } from '@squadboard/domain/action-registers/action-register.model';
import type { ActionRegisterItem } from '@squadboard/domain/action-registers/action-register.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionRegisterItems } from '../../db/schema/index.ts';
import { createOrg, type TestOrg } from '../../test-support/factories.ts';
import { createPortfolioNode, createProject } from '../../test-support/portfolio-factories.ts';
import { api } from '../../test-support/request.ts';
import {
  addItem,
  createActionRegister,
  inDays,
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

describe('register action items', () => {
  it('adds and edits items with comments, kept oldest first', async () => {
    const actionRegister = await createActionRegister(t, org, org.lead);
    const created = await api(
      t.app,
      org.member,
      'POST',
      `/api/action-registers/${actionRegister.id}/items`,
      itemBody(org, { comment: '  First note  ', dueDate: inDays(3), priority: 'High' }),
    );
    expect(created.json()).toMatchObject({
      message: MSG.actionRegisters.itemCreated,
      item: {
        actionRegisterId: actionRegister.id,
        status: 'Open',
        priority: 'High',
        dueDate: inDays(3),
        projectName: null,
      },
    });
    const item: ActionRegisterItem = created.json().item;
    expect(item.ownerName).toMatch(/^Sam /);
    expect(item.commentCount).toBe(1);
    const second = await addItem(t, org, org.lead, actionRegister.id, {
      title: 'Second',
      priority: undefined,
    });
    expect(second).toMatchObject({ priority: 'Low', dueDate: null, commentCount: 0 });

    const edited = await api(
      t.app,
      org.lead,
      'PATCH',
      `/api/action-registers/${actionRegister.id}/items/${item.id}`,
      itemBody(org, {
        title: 'Load test booked',
        status: 'Closed',
        ownerId: org.lead.id,
        dueDate: inDays(5),
        comment: 'Done',
      }),
    );
    expect(edited.json()).toMatchObject({
      message: MSG.actionRegisters.itemUpdated,
      item: { title: 'Load test booked', status: 'Closed', dueDate: inDays(5) },
    });
    expect(edited.json().item.ownerName).toMatch(/^Lena /);
    const blank = await api(
      t.app,
      org.lead,
      'PATCH',
      `/api/action-registers/${actionRegister.id}/items/${item.id}`,
      itemBody(org, { status: 'Closed', ownerId: org.lead.id, dueDate: inDays(5), comment: '   ' }),
    );
    expect(blank.statusCode).toBe(200);

    const all = await listItems(t, org.otherMember, actionRegister.id);
    expect(all.map((i) => i.id)).toEqual([item.id, second.id]);
    expect(all.map((i) => i.commentCount)).toEqual([2, 0]);
    // The comments come with the item when it is opened, oldest first, with their authors.
    const comments = await api(
      t.app,
      org.otherMember,
      'GET',
      `/api/action-registers/${actionRegister.id}/items/${item.id}/comments`,
    );
    expect(comments.statusCode, comments.body).toBe(200);
    const bodies: { body: string; authorName: string }[] = comments.json().items;
    expect(bodies.map((c) => c.body)).toEqual(['First note', 'Done']);
    expect(bodies[0]?.authorName).toMatch(/^Sam /);
    expect(bodies[1]?.authorName).toMatch(/^Lena /);
    const [counted] = (await listActionRegisters(t, org.member, 'status=Open&pageSize=20')).items.filter(
      (r) => r.id === actionRegister.id,
    );
    expect(counted).toMatchObject({ openCount: 1, closedCount: 1 });
  });

  it("refuses a status outside the register's, a foreign owner and early due dates", async () => {
    const actionRegister = await createActionRegister(t, org, org.lead, { statuses: ['Todo', 'Closed'] });
    const add = (extra: Record<string, unknown>) =>
      api(
        t.app,
        org.member,
        'POST',
        `/api/action-registers/${actionRegister.id}/items`,
        itemBody(org, { status: 'Todo', ...extra }),
      );
    expect((await add({ status: 'Open' })).json()).toMatchObject({
      statusCode: 400,
      fields: { status: MSG.actionRegisters.itemStatusUnknown },
    });
    expect((await add({ ownerId: foreign.member.id })).json()).toMatchObject({
      fields: { ownerId: MSG.actionRegisters.ownerNotFound },
    });
    expect((await add({ dueDate: inDays(-3) })).json()).toMatchObject({
      fields: { dueDate: MSG.actions.dueBeforeToday },
    });
    expect((await add({ projectId: '8f0e2f4e-1111-4a4a-9b9b-222233334444' })).statusCode).toBe(400);
    expect((await add({})).json().fields).toBeUndefined();
    expect((await listItems(t, org.member, actionRegister.id)).length).toBe(1);

    const item = await addItem(t, org, org.member, actionRegister.id, {
      status: 'Todo',
      dueDate: inDays(10),
    });
    const edit = (extra: Record<string, unknown>) =>
      api(
        t.app,
        org.member,
        'PATCH',
        `/api/action-registers/${actionRegister.id}/items/${item.id}`,
        itemBody(org, { status: 'Todo', dueDate: item.dueDate, ...extra }),
      );
    expect((await edit({ dueDate: inDays(5) })).json()).toMatchObject({
      fields: { dueDate: MSG.actions.dueBeforeCurrent },
    });
    expect((await edit({ status: 'Done' })).json()).toMatchObject({
      fields: { status: MSG.actionRegisters.itemStatusUnknown },
    });
    // A due date already past stays acceptable while it is not changed.
    await t.db
      .update(actionRegisterItems)
      .set({ dueDate: inDays(-20) })
      .where(eq(actionRegisterItems.id, item.id));
    expect((await edit({ dueDate: inDays(-20), title: 'Overdue' })).json().item).toMatchObject({
      title: 'Overdue',
      dueDate: inDays(-20),
    });
  });

  it('holds at most the item limit per register', async () => {
    const actionRegister = await createActionRegister(t, org, org.lead);
    const row = {
      customerId: org.customerId,
      actionRegisterId: actionRegister.id,
      title: 'Filler',
      description: 'Filler',
      ownerId: org.member.id,
      ownerName: 'Sam Filler',
      status: 'Open',
    };
    await t.db
      .insert(actionRegisterItems)
      .values(Array.from({ length: ACTION_REGISTER_LIMITS.itemsPerActionRegister }, () => row));
    const full = await api(
      t.app,
      org.member,
      'POST',
      `/api/action-registers/${actionRegister.id}/items`,
      itemBody(org),
    );
    expect(full.json()).toMatchObject({ statusCode: 409, message: MSG.actionRegisters.itemsFull });
  });

  it('answers 404 for an item of another register', async () => {
    const a = await createActionRegister(t, org, org.lead);
    const b = await createActionRegister(t, org, org.lead);
    const item = await addItem(t, org, org.member, b.id);
    const response = await api(
      t.app,
      org.member,
      'PATCH',
      `/api/action-registers/${a.id}/items/${item.id}`,
      itemBody(org),
    );
    expect(response.json()).toMatchObject({ statusCode: 404, message: MSG.generic.notFound });
  });

  it("takes a project of the organisation's portfolio and names it in the list", async () => {
    const actionRegister = await createActionRegister(t, org, org.lead);
    const project = await createProject(t, org, { title: 'Checkout' });
    const created = await api(
      t.app,
      org.member,
      'POST',
      `/api/action-registers/${actionRegister.id}/items`,
      itemBody(org, { projectId: project.id }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().item).toMatchObject({
      projectId: project.id,
      projectName: `${project.acronymId} - Checkout`,
    });
    const items = await listItems(t, org.member, actionRegister.id);
    expect(items.map((item) => item.projectName)).toContain(`${project.acronymId} - Checkout`);

    const initiative = await createPortfolioNode(t, org, { level: 'Initiative' });
    const theirs = await createProject(t, foreign);
    for (const projectId of [initiative.id, theirs.id]) {
      const refused = await api(
        t.app,
        org.member,
        'POST',
        `/api/action-registers/${actionRegister.id}/items`,
        itemBody(org, { projectId }),
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual({ projectId: MSG.actionRegisters.projectNotFound });
    }
  });
});
