import { MSG } from '@squadboard/domain';
import type { RoleUser } from '@squadboard/domain/users/users.schema';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import {
  activeMember,
  createOrganisation,
  insertSquad,
  inviteUser,
  type Organisation,
  promote,
} from '../../test-support/factories.ts';
import { api } from '../../test-support/request.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let org: Organisation;

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrganisation(t);
});
afterAll(async () => {
  await t.close();
});

const save = (token: string, body: unknown) => api(t.app, token, 'PUT', '/api/roles/squad-admins', body);

async function admins(token: string): Promise<RoleUser[]> {
  const response = await api(t.app, token, 'GET', '/api/roles/squad-admins');
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { admins: RoleUser[] }).admins;
}

async function candidates(token: string, search = ''): Promise<RoleUser[]> {
  const response = await api(
    t.app,
    token,
    'GET',
    `/api/roles/squad-admins/candidates?search=${encodeURIComponent(search)}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { candidates: RoleUser[] }).candidates;
}

async function rolesOf(ids: string[]): Promise<Record<string, string>> {
  const rows = await t.db.select().from(users).where(inArray(users.id, ids));
  return Object.fromEntries(rows.map((r) => [r.id, r.role]));
}

describe('ADD ROLES', () => {
  it('lists Squad Admins, offers active or invited Squad Members, and saves removals and additions at once', async () => {
    const own = await createOrganisation(t);
    const oldAdmin = await activeMember(t, own, 'Olga');
    await promote(t, own, oldAdmin.id);
    const active = await activeMember(t, own, 'Anna');
    const invited = await inviteUser(t, own.admin, { firstName: 'Ivan' });
    const inactive = await inviteUser(t, own.admin, { firstName: 'Inez', inactive: true });

    expect((await admins(own.admin.token)).map((a) => a.id)).toEqual([oldAdmin.id]);
    const offered = (await candidates(own.admin.token)).map((c) => c.id);
    expect(offered.sort()).toEqual([active.id, invited.id].sort());
    expect(offered).not.toContain(inactive.id);
    expect((await candidates(own.admin.token, 'iva')).map((c) => c.id)).toEqual([invited.id]);
    expect((await candidates(own.admin.token, invited.email)).map((c) => c.id)).toEqual([invited.id]);

    const response = await save(own.admin.token, { remove: [oldAdmin.id], add: [active.id, invited.id] });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { message: string; admins: RoleUser[] };
    expect(body.message).toBe(MSG.permissions.roleSaved);
    expect(body.admins.map((a) => a.firstName)).toEqual(['Anna', 'Ivan']);
    expect(await rolesOf([oldAdmin.id, active.id, invited.id])).toEqual({
      [oldAdmin.id]: 'SQUAD_MEMBER',
      [active.id]: 'SQUAD_ADMIN',
      [invited.id]: 'SQUAD_ADMIN',
    });

    // The new role holds at once for the promoted user's own session.
    const me = await api(t.app, active, 'GET', '/api/auth/me');
    expect(me.json()).toMatchObject({ user: { role: 'SQUAD_ADMIN' } });
    // Saving the same state again changes nothing and succeeds.
    expect((await save(own.admin.token, { add: [active.id], remove: [oldAdmin.id] })).statusCode).toBe(200);
  });

  it('refuses to make an inactive member or a Super Admin a Squad Admin, writing nothing', async () => {
    const member = await activeMember(t, org);
    const inactive = await inviteUser(t, org.admin, { inactive: true });
    const refused = await save(org.admin.token, { add: [member.id, inactive.id] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'NOT_CANDIDATE', message: MSG.permissions.notCandidate });
    expect(await rolesOf([member.id, inactive.id])).toEqual({
      [member.id]: 'SQUAD_MEMBER',
      [inactive.id]: 'SQUAD_MEMBER',
    });
    expect((await save(org.admin.token, { add: [org.admin.id] })).statusCode).toBe(409);
    expect((await save(org.admin.token, { remove: [org.admin.id] })).statusCode).toBe(403);
    expect(await rolesOf([org.admin.id])).toEqual({ [org.admin.id]: 'SUPER_ADMIN' });
  });

  it('refuses to demote a Squad Admin who leads squads, naming the squads, and rolls back the additions', async () => {
    const lead = await activeMember(t, org, 'Leo');
    await promote(t, org, lead.id);
    const other = await activeMember(t, org, 'Otto');
    await insertSquad(t, org.customerId, { name: 'Rockets', acronym: 'RKT', leadId: lead.id });
    await insertSquad(t, org.customerId, { name: 'Comets', acronym: 'CMT', leadId: lead.id });

    const response = await save(org.admin.token, { remove: [lead.id], add: [other.id] });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'LEADS_SQUADS',
      message: MSG.permissions.leadsSquads('Leo Invitee', ['Comets', 'Rockets']),
    });
    expect(await rolesOf([lead.id, other.id])).toEqual({
      [lead.id]: 'SQUAD_ADMIN',
      [other.id]: 'SQUAD_MEMBER',
    });
  });

  it('refuses a user both added and removed', async () => {
    const member = await activeMember(t, org);
    const response = await save(org.admin.token, { add: [member.id], remove: [member.id] });
    expect(response.statusCode).toBe(400);
    expect(await rolesOf([member.id])).toEqual({ [member.id]: 'SQUAD_MEMBER' });
  });

  it('refuses Squad Admins and Squad Members with 403', async () => {
    const member = await activeMember(t, org);
    const squadAdmin = await activeMember(t, org);
    await promote(t, org, squadAdmin.id);
    for (const token of [member.token, squadAdmin.token]) {
      expect((await api(t.app, token, 'GET', '/api/roles/squad-admins')).statusCode).toBe(403);
      expect((await api(t.app, token, 'GET', '/api/roles/squad-admins/candidates')).statusCode).toBe(403);
      const response = await save(token, { add: [member.id] });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: MSG.generic.forbidden });
    }
    expect(await rolesOf([member.id])).toEqual({ [member.id]: 'SQUAD_MEMBER' });
  });

  it("never lists or changes another organisation's users (404)", async () => {
    const other = await createOrganisation(t);
    const theirMember = await activeMember(t, other, 'Theo');
    const theirAdmin = await activeMember(t, other, 'Tara');
    await promote(t, other, theirAdmin.id);
    const mine = await activeMember(t, org);

    expect((await admins(org.admin.token)).map((a) => a.id)).not.toContain(theirAdmin.id);
    expect(await candidates(org.admin.token, 'Theo')).toEqual([]);
    for (const body of [{ add: [theirMember.id, mine.id] }, { remove: [theirAdmin.id] }]) {
      const response = await save(org.admin.token, body);
      expect(response.statusCode).toBe(404);
    }
    expect(await rolesOf([theirMember.id, theirAdmin.id, mine.id])).toEqual({
      [theirMember.id]: 'SQUAD_MEMBER',
      [theirAdmin.id]: 'SQUAD_ADMIN',
      [mine.id]: 'SQUAD_MEMBER',
    });
  });
});
