import { MSG } from '@squadboard/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { squadMembers, squads } from '../../db/schema/index.ts';
import {
  countRows,
  createOrg,
  createSquad,
  nextAcronym,
  type OrgUser,
  type TestOrg,
} from '../../test-support/factories.ts';
import { api } from '../../test-support/request.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let org: TestOrg;

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrg(t);
});
afterAll(async () => {
  await t.close();
});

const ids = (list: { id: string }[]) => list.map((u) => u.id).sort();

describe('POST /api/squads', () => {
  it('creates a squad with an upper-case acronym, its lead and members', async () => {
    const response = await api(t.app, org.admin, 'POST', '/api/squads', {
      name: '  Platform Team ',
      acronym: 'plt',
      leadId: org.lead.id,
      memberIds: [org.member.id, org.invited.id, org.member.id],
      customerId: '00000000-0000-0000-0000-000000000000',
    });
    expect(response.statusCode).toBe(201);
    const { message, squad } = response.json();
    expect(message).toBe(MSG.squads.created);
    expect(squad).toMatchObject({
      name: 'Platform Team',
      acronym: 'PLT',
      lead: { id: org.lead.id, role: 'SQUAD_ADMIN' },
      memberCount: 2,
      permissions: { canEditDetails: true, canEditMembers: true, canDelete: true },
    });
    expect(ids(squad.members)).toEqual([org.member.id, org.invited.id].sort());
    const [row] = await t.db.select().from(squads).where(eq(squads.id, squad.id));
    expect(row).toMatchObject({ customerId: org.customerId, acronym: 'PLT', leadId: org.lead.id });
  });

  it('refuses an acronym already used in the organisation, whatever its case', async () => {
    const { acronym } = await createSquad(t, org);
    const before = await countRows(t.db, squads);
    const response = await api(t.app, org.admin, 'POST', '/api/squads', {
      name: 'Copy',
      acronym: acronym.toLowerCase(),
      leadId: org.lead.id,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'ACRONYM_TAKEN',
      message: MSG.squads.acronymTaken,
      fields: { acronym: MSG.squads.acronymTaken },
    });
    expect(await countRows(t.db, squads)).toBe(before);
  });

  it('answers 400 with field messages for invalid input and writes nothing', async () => {
    const before = { squads: await countRows(t.db, squads), members: await countRows(t.db, squadMembers) };
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { name: ' ', acronym: '', leadId: null },
        {
          name: MSG.squads.nameRequired,
          acronym: MSG.squads.acronymRequired,
          leadId: MSG.squads.leadRequired,
        },
      ],
      [{ name: 'Q', acronym: 'AB', leadId: org.lead.id }, { name: MSG.squads.nameTooShort }],
      [{ name: 'QA', acronym: 'TOOLONG', leadId: org.lead.id }, { acronym: MSG.squads.acronymPattern }],
      [{ name: 'QA', acronym: 'A-B', leadId: org.lead.id }, { acronym: MSG.squads.acronymPattern }],
      [{ name: 'QA', acronym: 'AB', leadId: 'not-a-uuid' }, { leadId: MSG.squads.leadRequired }],
      [{ name: 'QA', acronym: 'AB', leadId: org.member.id }, { leadId: MSG.squads.leadNotEligible }],
      [{ name: 'QA', acronym: 'AB', leadId: org.inactiveLead.id }, { leadId: MSG.squads.leadNotEligible }],
      [
        { name: 'QA', acronym: 'AB', leadId: org.lead.id, memberIds: [org.inactive.id] },
        { memberIds: MSG.squads.memberNotAvailable },
      ],
    ];
    for (const [body, fields] of cases) {
      const response = await api(t.app, org.admin, 'POST', '/api/squads', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION', fields });
    }
    expect({ squads: await countRows(t.db, squads), members: await countRows(t.db, squadMembers) }).toEqual(
      before,
    );
  });

  it('is refused to Squad Admins and Squad Members, and to visitors', async () => {
    const body = { name: 'Mine', acronym: nextAcronym(), leadId: org.lead.id };
    for (const user of [org.lead, org.member]) {
      const response = await api(t.app, user, 'POST', '/api/squads', body);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: MSG.generic.forbidden });
    }
    const visitor = await api(t.app, null, 'POST', '/api/squads', body);
    expect(visitor.statusCode).toBe(401);
  });
});

describe('GET /api/squads', () => {
  let searchOrg: TestOrg;
  let alpha: { id: string };
  let beta: { id: string };
  let gamma: { id: string };

  beforeAll(async () => {
    searchOrg = await createOrg(t);
    alpha = await createSquad(t, searchOrg, { name: 'Alpha 100%', acronym: 'ALP' });
    beta = await createSquad(t, searchOrg, {
      name: 'Beta',
      acronym: 'BET',
      leadId: searchOrg.otherLead.id,
      memberIds: [searchOrg.lead.id, searchOrg.otherMember.id],
    });
    gamma = await createSquad(t, searchOrg, {
      name: 'gamma',
      acronym: 'GAM',
      leadId: searchOrg.otherLead.id,
      memberIds: [],
    });
  });

  it('gives a Super Admin every squad of the organisation, sorted by name', async () => {
    const response = await api(t.app, searchOrg.admin, 'GET', '/api/squads');
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(page.items.map((s: { id: string }) => s.id)).toEqual([alpha.id, beta.id, gamma.id]);
    expect(page.items[1]).toMatchObject({ lead: { id: searchOrg.otherLead.id }, memberCount: 2 });
  });

  it('searches names and acronyms, case-insensitively, with LIKE characters taken literally', async () => {
    const search = async (q: string) => {
      const response = await api(
        t.app,
        searchOrg.admin,
        'GET',
        `/api/squads?search=${encodeURIComponent(q)}`,
      );
      return response.json().items.map((s: { id: string }) => s.id);
    };
    expect(await search('GAMMA')).toEqual([gamma.id]);
    expect(await search('bet')).toEqual([beta.id]);
    expect(await search('a')).toEqual([alpha.id, beta.id, gamma.id]);
    expect(await search('%')).toEqual([alpha.id]);
    expect(await search('_')).toEqual([]);
    expect(await search('zzz')).toEqual([]);
  });

  it('shows a Squad Admin the squads they lead or belong to, and a member theirs', async () => {
    const seen = async (user: OrgUser) => {
      const response = await api(t.app, user, 'GET', '/api/squads');
      expect(response.statusCode, response.body).toBe(200);
      return response.json().items.map((s: { id: string }) => s.id);
    };
    expect(await seen(searchOrg.lead)).toEqual([alpha.id, beta.id]);
    expect(await seen(searchOrg.otherLead)).toEqual([beta.id, gamma.id]);
    expect(await seen(searchOrg.member)).toEqual([alpha.id]);
    expect(await seen(searchOrg.otherMember)).toEqual([beta.id]);

    const asLead = (await api(t.app, searchOrg.lead, 'GET', '/api/squads')).json().items;
    expect(asLead[0].permissions).toEqual({ canEditDetails: false, canEditMembers: true, canDelete: false });
    expect(asLead[1].permissions).toEqual({ canEditDetails: false, canEditMembers: false, canDelete: false });
    const hidden = await api(t.app, searchOrg.member, 'GET', `/api/squads/${beta.id}`);
    expect(hidden.statusCode).toBe(404);
    const own = await api(t.app, searchOrg.member, 'GET', `/api/squads/${alpha.id}`);
    expect(own.json().squad.permissions.canEditMembers).toBe(false);
  });

  it('pages by 20', async () => {
    const pageOrg = await createOrg(t);
    for (let i = 0; i < 21; i++) {
      await createSquad(t, pageOrg, { name: `Team ${String(i).padStart(2, '0')}`, memberIds: [] });
    }
    const first = (await api(t.app, pageOrg.admin, 'GET', '/api/squads?page=1')).json();
    const second = (await api(t.app, pageOrg.admin, 'GET', '/api/squads?page=2')).json();
    expect(first.items).toHaveLength(20);
    expect(second).toMatchObject({ total: 21, page: 2 });
    expect(second.items.map((s: { name: string }) => s.name)).toEqual(['Team 20']);
    expect((await api(t.app, pageOrg.admin, 'GET', '/api/squads?page=0')).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await api(t.app, null, 'GET', '/api/squads')).statusCode).toBe(401);
  });
});

describe('GET /api/squads/options', () => {
  it('lists pickable Squad Admins and Super Admins as leads and active or invited users as members', async () => {
    const response = await api(t.app, org.admin, 'GET', '/api/squads/options');
    expect(response.statusCode).toBe(200);
    const options = response.json();
    expect(ids(options.leads)).toEqual([org.admin.id, org.lead.id, org.otherLead.id].sort());
    expect(ids(options.members)).toEqual(
      [org.admin.id, org.lead.id, org.otherLead.id, org.member.id, org.otherMember.id, org.invited.id].sort(),
    );
    expect(options).toMatchObject({ teamLimit: 100 });
    const own = await t.db.select().from(squads).where(eq(squads.customerId, org.customerId));
    expect(options.squadCount).toBe(own.length);
    expect((await api(t.app, org.lead, 'GET', '/api/squads/options')).statusCode).toBe(200);
    expect((await api(t.app, org.member, 'GET', '/api/squads/options')).statusCode).toBe(403);
  });
});
