import { MSG } from '@squadboard/domain';
import { FACILITATION_LIMITS } from '@squadboard/domain/retro/retro.model';
import { ZRetroTemplate, ZRetroTemplateList } from '@squadboard/domain/retro/retro-template.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retroColumns, retros, retroTemplates } from '../../db/schema/index.ts';
import { createRetroOrg, type OrgUser, type RetroOrg } from '../../test-support/factories.ts';
import { api } from '../../test-support/request.ts';
import { boardOp, boardState, createRetro, joinBoard } from '../../test-support/retro-factories.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let a: RetroOrg;
let b: RetroOrg;

beforeAll(async () => {
  t = await createTestApp();
  a = await createRetroOrg(t);
  b = await createRetroOrg(t);
});
afterAll(async () => {
  await t.close();
});

const save = (user: OrgUser, retroId: string, name: string) =>
  api(t.app, user, 'POST', '/api/retro-templates', { retroId, name });

async function saved(user: OrgUser, retroId: string, name: string) {
  const response = await save(user, retroId, name);
  expect(response.statusCode, response.body).toBe(201);
  return ZRetroTemplate.parse(response.json());
}

async function listed(user: OrgUser, squadId: string) {
  const response = await api(t.app, user, 'GET', `/api/retro-templates?squadId=${squadId}`);
  expect(response.statusCode, response.body).toBe(200);
  return ZRetroTemplateList.parse(response.json()).items;
}

describe('POST /api/retro-templates', () => {
  it("saves the live board's columns in their order, after a rename and a move", async () => {
    const org = await createRetroOrg(t);
    const retro = await createRetro(t, org.lead, org.squad.id);
    const lead = await joinBoard(t, org.lead, retro);
    const [wentWell, toImprove, actionItems] = (await boardState(t, retro.id)).columns;
    if (!wentWell || !toImprove || !actionItems) {
      throw new Error('the went-well board has three columns');
    }
    await boardOp(t, lead, 'editTitle', { columnId: toImprove.id, name: 'Puzzles' });
    await boardOp(t, lead, 'moveTitle', { columnId: actionItems.id, toIndex: 0 });

    const template = await saved(org.lead, retro.id, '  Our board  ');
    expect(template).toMatchObject({
      squadId: org.squad.id,
      name: 'Our board',
      columns: ['Action items', 'Went well', 'Puzzles'],
    });
    // A Super Admin of the organisation may too.
    expect((await saved(org.admin, retro.id, 'Admin copy')).columns).toEqual(template.columns);
  });

  it('falls back to the columns the retro was created with, and refuses a retro without any', async () => {
    const org = await createRetroOrg(t);
    const retro = await createRetro(t, org.lead, org.squad.id, {
      template: 'custom',
      customColumns: ['Keep', 'Drop'],
    });
    await t.db.delete(retroColumns).where(eq(retroColumns.retroId, retro.id));
    expect((await saved(org.lead, retro.id, 'Created')).columns).toEqual(['Keep', 'Drop']);

    await t.db.update(retros).set({ columns: [] }).where(eq(retros.id, retro.id));
    const none = await save(org.lead, retro.id, 'Nothing');
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(MSG.retroTemplates.noColumns);
  });

  it('refuses a name the squad already has, whatever its case; another squad may use it', async () => {
    const org = await createRetroOrg(t);
    const retro = await createRetro(t, org.lead, org.squad.id);
    await saved(org.lead, retro.id, 'Starfish');
    const taken = await save(org.lead, retro.id, 'STARFISH');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'TEMPLATE_NAME_TAKEN',
      fields: { name: MSG.retroTemplates.nameTaken },
    });
    const other = await createRetro(t, org.otherLead, org.otherSquad.id);
    expect((await saved(org.otherLead, other.id, 'starfish')).squadId).toBe(org.otherSquad.id);
  });

  it(`keeps at most ${FACILITATION_LIMITS.templatesPerSquad} templates per squad`, async () => {
    const org = await createRetroOrg(t);
    const retro = await createRetro(t, org.lead, org.squad.id);
    await t.db.insert(retroTemplates).values(
      Array.from({ length: FACILITATION_LIMITS.templatesPerSquad }, (_, i) => ({
        customerId: org.customerId,
        squadId: org.squad.id,
        name: `T${i}`,
        columns: ['A'],
      })),
    );
    const over = await save(org.lead, retro.id, 'One more');
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({ code: 'TEMPLATE_LIMIT', message: MSG.retroTemplates.limit });
  });

  it("refuses a member, another squad's lead, another organisation, and bad input", async () => {
    const retro = await createRetro(t, a.lead, a.squad.id);
    expect((await save(a.member, retro.id, 'Mine')).statusCode).toBe(403);
    expect((await save(a.otherLead, retro.id, 'Mine')).statusCode).toBe(403);
    expect((await save(b.admin, retro.id, 'Mine')).statusCode).toBe(404);
    expect((await save(a.lead, retro.id, ' ')).statusCode).toBe(400);
    expect((await save(a.lead, 'not-a-uuid', 'Mine')).statusCode).toBe(400);
    expect(
      (await save(a.lead, retro.id, 'x'.repeat(FACILITATION_LIMITS.templateNameMax + 1))).statusCode,
    ).toBe(400);
    expect(
      (await api(t.app, null, 'POST', '/api/retro-templates', { retroId: retro.id, name: 'x' })).statusCode,
    ).toBe(401);
    expect(await listed(a.lead, a.squad.id)).toEqual([]);
  });
});

describe('GET /api/retro-templates', () => {
  it("lists the squad's templates newest first, for whoever may see the squad", async () => {
    const org = await createRetroOrg(t);
    const retro = await createRetro(t, org.lead, org.squad.id);
    const first = await saved(org.lead, retro.id, 'First');
    const second = await saved(org.lead, retro.id, 'Second');
    await t.db
      .update(retroTemplates)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(retroTemplates.id, first.id));

    expect((await listed(org.member, org.squad.id)).map((x) => x.name)).toEqual(['Second', 'First']);
    expect((await listed(org.admin, org.squad.id)).map((x) => x.id)).toEqual([second.id, first.id]);
    expect(await listed(org.otherLead, org.otherSquad.id)).toEqual([]);

    // A squad the caller is not part of, another organisation's squad: none of theirs.
    const hidden = await api(t.app, org.otherMember, 'GET', `/api/retro-templates?squadId=${org.squad.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(
      (await api(t.app, b.admin, 'GET', `/api/retro-templates?squadId=${org.squad.id}`)).statusCode,
    ).toBe(404);
    expect((await api(t.app, org.admin, 'GET', '/api/retro-templates?squadId=nope')).statusCode).toBe(400);
    expect((await api(t.app, null, 'GET', `/api/retro-templates?squadId=${org.squad.id}`)).statusCode).toBe(
      401,
    );
  });
});

describe('DELETE /api/retro-templates/:id', () => {
  it('deletes for the squad lead or a Super Admin only, within the organisation', async () => {
    const org = await createRetroOrg(t);
    const retro = await createRetro(t, org.lead, org.squad.id);
    const one = await saved(org.lead, retro.id, 'One');
    const two = await saved(org.lead, retro.id, 'Two');
    const remove = (user: OrgUser, id: string) => api(t.app, user, 'DELETE', `/api/retro-templates/${id}`);

    expect((await remove(org.member, one.id)).statusCode).toBe(403);
    expect((await remove(org.otherLead, one.id)).statusCode).toBe(403);
    const foreign = await remove(b.admin, one.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({
      code: 'TEMPLATE_NOT_FOUND',
      message: MSG.retroTemplates.notFound,
    });

    expect((await remove(org.lead, one.id)).statusCode).toBe(204);
    expect((await remove(org.admin, two.id)).statusCode).toBe(204);
    expect((await remove(org.lead, one.id)).statusCode).toBe(404);
    expect(await listed(org.member, org.squad.id)).toEqual([]);
    // The name is free again.
    expect((await saved(org.lead, retro.id, 'one')).name).toBe('one');
  });
});
