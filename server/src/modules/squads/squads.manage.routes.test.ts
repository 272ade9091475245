import { MSG } from '@squadboard/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { squadMembers, squads, users } from '../../db/schema/index.ts';
import {
  countRows,
  createOrg,
  createSquad,
  nextAcronym,
  setPlan,
  type TestOrg,
} from '../../test-support/factories.ts';
import { api } from '../../test-support/request.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let org: TestOrg;
let other: TestOrg;

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrg(t);
  other = await createOrg(t);
});
afterAll(async () => {
  await t.close();
});

async function stored(id: string) {
  const [row] = await t.db.select().from(squads).where(eq(squads.id, id));
  const members = await t.db.select().from(squadMembers).where(eq(squadMembers.squadId, id));
  return { row, memberIds: members.map((m) => m.userId).sort() };
}

describe('PATCH /api/squads/:id', () => {
  it('lets a Super Admin change everything', async () => {
    const squad = await createSquad(t, org);
    const acronym = nextAcronym();
    const response = await api(t.app, org.admin, 'PATCH', `/api/squads/${squad.id}`, {
      name: 'Renamed',
      acronym: acronym.toLowerCase(),
      leadId: org.otherLead.id,
      memberIds: [org.otherMember.id, org.invited.id],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: MSG.squads.updated,
      squad: { name: 'Renamed', acronym, lead: { id: org.otherLead.id }, memberCount: 2 },
    });
    const after = await stored(squad.id);
    expect(after.row).toMatchObject({ name: 'Renamed', acronym, leadId: org.otherLead.id });
    expect(after.memberIds).toEqual([org.otherMember.id, org.invited.id].sort());
  });

  it("lets a squad's lead change its members, but nothing else", async () => {
    const squad = await createSquad(t, org);
    const url = `/api/squads/${squad.id}`;
    const members = await api(t.app, org.lead, 'PATCH', url, {
      memberIds: [org.member.id, org.otherMember.id],
      name: squad.name,
    });
    expect(members.statusCode, members.body).toBe(200);
    expect((await stored(squad.id)).memberIds).toEqual([org.member.id, org.otherMember.id].sort());

    for (const change of [{ name: 'Mine now' }, { acronym: nextAcronym() }, { leadId: org.otherLead.id }]) {
      const response = await api(t.app, org.lead, 'PATCH', url, change);
      expect(response.statusCode, JSON.stringify(change)).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: MSG.generic.forbidden });
    }
    expect((await stored(squad.id)).row).toMatchObject({ name: squad.name, leadId: org.lead.id });
  });

  it('refuses other Squad Admins and members, even of the squad', async () => {
    const squad = await createSquad(t, org, { memberIds: [org.member.id, org.otherLead.id] });
    const url = `/api/squads/${squad.id}`;
    for (const user of [org.otherLead, org.member]) {
      const response = await api(t.app, user, 'PATCH', url, { memberIds: [] });
      expect(response.statusCode).toBe(403);
    }
    // A member of no squad cannot even see it.
    expect((await api(t.app, org.otherMember, 'PATCH', url, { memberIds: [] })).statusCode).toBe(404);
    expect((await stored(squad.id)).memberIds).toEqual([org.member.id, org.otherLead.id].sort());
  });

  it('validates like create, keeps members who became inactive, and writes nothing on failure', async () => {
    const squad = await createSquad(t, org);
    const taken = await createSquad(t, org);
    const url = `/api/squads/${squad.id}`;
    const before = await stored(squad.id);
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ name: '' }, 400, MSG.squads.nameRequired],
      [{ acronym: 'x' }, 400, MSG.squads.acronymPattern],
      [{ leadId: org.member.id }, 400, MSG.squads.leadNotEligible],
      [{ memberIds: [org.inactive.id] }, 400, MSG.squads.memberNotAvailable],
      [{ name: 'Changed', acronym: taken.acronym.toLowerCase() }, 409, MSG.squads.acronymTaken],
      [{ name: 'Changed', memberIds: [other.member.id] }, 404, MSG.generic.notFound],
    ];
    for (const [body, status, message] of refusals) {
      const response = await api(t.app, org.admin, 'PATCH', url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().message).toBe(message);
    }
    expect(await stored(squad.id)).toEqual(before);

    // Its own acronym, in another case, is not "taken".
    const same = await api(t.app, org.admin, 'PATCH', url, { acronym: squad.acronym.toLowerCase() });
    expect(same.statusCode).toBe(200);

    const withInactive = await createSquad(t, org, { memberIds: [org.otherMember.id] });
    await t.db.update(users).set({ status: 'INACTIVE' }).where(eq(users.id, org.otherMember.id));
    try {
      const keep = await api(t.app, org.admin, 'PATCH', `/api/squads/${withInactive.id}`, {
        memberIds: [org.otherMember.id, org.member.id],
      });
      expect(keep.statusCode, keep.body).toBe(200);
    } finally {
      await t.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, org.otherMember.id));
    }
  });
});

describe('DELETE /api/squads/:id', () => {
  it('is for Super Admins only and removes the squad with its memberships', async () => {
    const squad = await createSquad(t, org, { memberIds: [org.member.id, org.otherMember.id] });
    for (const user of [org.lead, org.member]) {
      expect((await api(t.app, user, 'DELETE', `/api/squads/${squad.id}`)).statusCode).toBe(403);
    }
    const response = await api(t.app, org.admin, 'DELETE', `/api/squads/${squad.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MSG.squads.deleted });
    expect(await stored(squad.id)).toEqual({ row: undefined, memberIds: [] });
    expect((await api(t.app, org.admin, 'DELETE', `/api/squads/${squad.id}`)).statusCode).toBe(404);
  });
});

describe('another organisation', () => {
  it('never sees or changes the first one’s squads', async () => {
    const squad = await createSquad(t, org);
    const url = `/api/squads/${squad.id}`;
    const list = await api(t.app, other.admin, 'GET', '/api/squads');
    expect(list.json().items.map((s: { id: string }) => s.id)).not.toContain(squad.id);
    expect((await api(t.app, other.admin, 'GET', url)).statusCode).toBe(404);
    expect((await api(t.app, other.admin, 'PATCH', url, { name: 'Stolen' })).statusCode).toBe(404);
    expect((await api(t.app, other.admin, 'DELETE', url)).statusCode).toBe(404);
    expect((await stored(squad.id)).row).toMatchObject({ name: squad.name });

    const options = (await api(t.app, other.admin, 'GET', '/api/squads/options')).json();
    const seen = [...options.leads, ...options.members].map((u: { id: string }) => u.id);
    expect(seen).not.toContain(org.lead.id);
    expect(seen).not.toContain(org.member.id);
  });

  it("cannot name the first one's users as lead or members", async () => {
    const before = await countRows(t.db, squads);
    for (const body of [
      { name: 'XY', acronym: nextAcronym(), leadId: org.lead.id },
      { name: 'XY', acronym: nextAcronym(), leadId: other.lead.id, memberIds: [org.member.id] },
    ]) {
      const response = await api(t.app, other.admin, 'POST', '/api/squads', body);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: MSG.generic.notFound });
    }
    const own = await createSquad(t, other, { leadId: other.lead.id, memberIds: [other.member.id] });
    const move = await api(t.app, other.admin, 'PATCH', `/api/squads/${own.id}`, { leadId: org.lead.id });
    expect(move.statusCode).toBe(404);
    expect(await countRows(t.db, squads)).toBe(before + 1);
  });

  it('may use the same acronym', async () => {
    const squad = await createSquad(t, org);
    const response = await api(t.app, other.admin, 'POST', '/api/squads', {
      name: 'Twin',
      acronym: squad.acronym,
      leadId: other.lead.id,
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('the plan’s team limit', () => {
  async function fill(target: TestOrg, n: number) {
    for (let i = 0; i < n; i++) {
      await createSquad(t, target, { memberIds: [] });
    }
  }

  async function tryCreate(target: TestOrg) {
    return api(t.app, target.admin, 'POST', '/api/squads', {
      name: 'One too many',
      acronym: nextAcronym(),
      leadId: target.lead.id,
    });
  }

  it("follows the beta plan's number of teams", async () => {
    const beta = await createOrg(t, { plan: 'BETA', teamNos: 2 });
    await fill(beta, 2);
    const response = await tryCreate(beta);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      statusCode: 403,
      code: 'SQUAD_LIMIT',
      message: MSG.squads.teamLimit(2),
    });
    expect((await api(t.app, beta.admin, 'GET', '/api/squads/options')).json()).toMatchObject({
      teamLimit: 2,
      squadCount: 2,
    });
    await setPlan(t, beta.customerId, 'BETA', 3);
    expect((await tryCreate(beta)).statusCode).toBe(201);
  });

  it('allows one squad on free, five on starter and none more', async () => {
    const free = await createOrg(t, { plan: 'free' });
    await fill(free, 1);
    const refused = await tryCreate(free);
    expect(refused.json()).toMatchObject({ code: 'SQUAD_LIMIT', message: MSG.squads.teamLimit(1) });
    await setPlan(t, free.customerId, 'starterforyear');
    await fill(free, 4);
    expect((await tryCreate(free)).json().message).toBe(MSG.squads.teamLimit(5));
    await setPlan(t, free.customerId, 'enterprise', 0);
    expect((await tryCreate(free)).statusCode).toBe(201);
  });

  it('lets only one of two simultaneous creates take the last place', async () => {
    const race = await createOrg(t, { plan: 'BETA', teamNos: 1 });
    const responses = await Promise.all([tryCreate(race), tryCreate(race), tryCreate(race)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 403, 403]);
    const rows = await t.db.select().from(squads).where(eq(squads.customerId, race.customerId));
    expect(rows).toHaveLength(1);
  });
});
