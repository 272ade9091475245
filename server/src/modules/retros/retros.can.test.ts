import { MSG } from '@squadboard/domain';
import type { Retro } from '@squadboard/domain/retro/retro.schema';
import type { SquadChoices } from '@squadboard/domain/squads/squads.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retros } from '../../db/schema/index.ts';
import { countRows, createRetroOrg, type OrgUser, type RetroOrg } from '../../test-support/factories.ts';
import { api } from '../../test-support/request.ts';
import { createRetro, inHours, retroBody } from '../../test-support/retro-factories.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// What the retro endpoints answer the caller may do (`can`, and Create Retro's squads)
// is what the server then allows: each flag checked per person, and a refused or allowed action
// tried against it.

let t: TestApp;
let org: RetroOrg;

beforeAll(async () => {
  t = await createTestApp();
  org = await createRetroOrg(t);
});
afterAll(async () => {
  await t.close();
});

const NONE = { start: false, cancel: false, archive: false, delete: false };
const SCHEDULED_ADMIN = { start: true, cancel: true, archive: false, delete: true };

async function listed(who: OrgUser, id: string): Promise<{ item: Retro | undefined; create: boolean }> {
  const response = await api(t.app, who, 'GET', '/api/retros?view=active');
  expect(response.statusCode, response.body).toBe(200);
  const page = response.json();
  return { item: (page.items as Retro[]).find((r) => r.id === id), create: page.can.create };
}

async function detail(who: OrgUser, id: string): Promise<Retro> {
  const response = await api(t.app, who, 'GET', `/api/retros/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().retro;
}

describe('Create Retro and GET /api/squads/choices', () => {
  it('agrees with POST /api/retros: a squad offered is accepted, one not offered refused', async () => {
    const offered = async (who: OrgUser) => {
      const response = await api(t.app, who, 'GET', '/api/squads/choices');
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as SquadChoices).items.filter((s) => s.can.createRetro).map((s) => s.id);
    };
    expect(await offered(org.lead)).toEqual([org.squad.id]);
    expect(await offered(org.member)).toEqual([]);
    const rows = await countRows(t.db, retros);
    // The lead belongs to no other squad: otherSquad is not among their choices, and refused.
    const notTheirs = await api(t.app, org.lead, 'POST', '/api/retros', retroBody(org.otherSquad.id));
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json()).toMatchObject({
      code: 'RETRO_CREATE_FORBIDDEN',
      message: MSG.retro.createForbidden,
    });
    const member = await api(t.app, org.member, 'POST', '/api/retros', retroBody(org.squad.id));
    expect(member.statusCode).toBe(403);
    expect(await countRows(t.db, retros)).toBe(rows);

    const theirs = await api(t.app, org.lead, 'POST', '/api/retros', retroBody(org.squad.id));
    expect(theirs.statusCode, theirs.body).toBe(201);
    const anySquad = await api(t.app, org.admin, 'POST', '/api/retros', retroBody(org.otherSquad.id));
    expect(anySquad.statusCode, anySquad.body).toBe(201);
  });
});

describe('the retro lists and detail answer `can`', () => {
  it('per person: the Super Admin and the lead manage, a member and another lead do not', async () => {
    const retro = await createRetro(t, org.lead, org.squad.id, {
      startType: 'schedule',
      scheduledAt: inHours(24),
    });
    for (const who of [org.admin, org.lead]) {
      const { item, create } = await listed(who, retro.id);
      expect(create).toBe(true);
      expect(item?.can).toEqual(SCHEDULED_ADMIN);
      expect((await detail(who, retro.id)).can).toEqual(SCHEDULED_ADMIN);
    }
    const { item, create } = await listed(org.member, retro.id);
    expect(create).toBe(false);
    expect(item?.can).toEqual(NONE);
    expect((await detail(org.member, retro.id)).can).toEqual(NONE);
    // Another squad's lead does not see the retro at all.
    expect((await listed(org.otherLead, retro.id)).item).toBeUndefined();
  });

  it('refuses what the flags refuse and allows what they allow', async () => {
    const retro = await createRetro(t, org.lead, org.squad.id, {
      startType: 'schedule',
      scheduledAt: inHours(24),
    });
    // The member's flags are all false: each action is refused, and the retro stays as it was.
    for (const [method, path] of [
      ['POST', `/api/retros/${retro.id}/start`],
      ['POST', `/api/retros/${retro.id}/cancel`],
      ['DELETE', `/api/retros/${retro.id}`],
    ] as const) {
      const refused = await api(t.app, org.member, method, path);
      expect(refused.statusCode, path).toBe(403);
      expect(refused.json().code).toBe('RETRO_FORBIDDEN');
    }
    // The Super Admin may manage it, but `archive` is false while it is scheduled: refused.
    const archive = await api(t.app, org.admin, 'POST', `/api/retros/${retro.id}/archive`);
    expect(archive.statusCode).toBe(409);
    expect(archive.json().code).toBe('RETRO_STATE');
    expect((await detail(org.admin, retro.id)).status).toBe('SCHEDULED');

    // `start` is true for the lead: it succeeds, and the answer's flags follow the new status.
    const started = await api(t.app, org.lead, 'POST', `/api/retros/${retro.id}/start`);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().retro).toMatchObject({
      status: 'INPROGRESS',
      can: { start: false, cancel: true, archive: false, delete: true },
    });
    expect((await detail(org.member, retro.id)).can).toEqual(NONE);
  });
});
