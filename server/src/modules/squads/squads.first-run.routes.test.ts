import { MSG } from '@squadboard/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { squads } from '../../db/schema/index.ts';
import {
  activeMember,
  addUser,
  countRows,
  createOrg,
  createOrganisation,
  createSquad,
  nextAcronym,
  type Organisation,
  promote,
  type TestOrg,
} from '../../test-support/factories.ts';
import { api } from '../../test-support/request.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// A brand-new organisation has its owner (a Super Admin) and nobody else: the owner leads the
// first squad and runs its retros without inviting anyone (the first run).

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('a brand-new organisation', () => {
  let fresh: Organisation;

  beforeAll(async () => {
    fresh = await createOrganisation(t);
  });

  it('offers its owner as the only lead and lets them lead the first squad', async () => {
    const options = (await api(t.app, fresh.admin, 'GET', '/api/squads/options')).json();
    expect(options.leads.map((u: { id: string }) => u.id)).toEqual([fresh.admin.id]);
    expect(options.leads[0]).toMatchObject({ role: 'SUPER_ADMIN', status: 'ACTIVE' });
    expect(options.squadCount).toBe(0);

    const acronym = nextAcronym();
    const response = await api(t.app, fresh.admin, 'POST', '/api/squads', {
      name: 'First Squad',
      acronym,
      leadId: fresh.admin.id,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { squad } = response.json();
    expect(squad).toMatchObject({
      name: 'First Squad',
      lead: { id: fresh.admin.id, role: 'SUPER_ADMIN' },
      memberCount: 0,
      permissions: { canEditDetails: true, canEditMembers: true, canDelete: true },
    });
    const [row] = await t.db.select().from(squads).where(eq(squads.id, squad.id));
    expect(row).toMatchObject({ customerId: fresh.customerId, leadId: fresh.admin.id });

    const list = (await api(t.app, fresh.admin, 'GET', '/api/squads')).json();
    expect(list.items.map((s: { id: string }) => s.id)).toEqual([squad.id]);

    // Leading it, the owner runs its retros: an instant one starts at once, theirs to run.
    const retro = await api(t.app, fresh.admin, 'POST', '/api/retros', {
      title: 'First retro',
      squadId: squad.id,
      template: 'went-well',
      startType: 'instant',
    });
    expect(retro.statusCode, retro.body).toBe(201);
    expect(retro.json()).toMatchObject({
      message: MSG.retro.created,
      retro: { status: 'INPROGRESS', myRole: 'RETRO_ADMIN', squadName: 'First Squad' },
    });
  });
});

describe('a Super Admin as lead', () => {
  let org: TestOrg;

  beforeAll(async () => {
    org = await createOrg(t);
  });

  it('can be named lead when creating or editing, and handed over again', async () => {
    const squad = await createSquad(t, org, { leadId: org.admin.id });
    const url = `/api/squads/${squad.id}`;
    const toLead = await api(t.app, org.admin, 'PATCH', url, { leadId: org.lead.id });
    expect(toLead.statusCode, toLead.body).toBe(200);
    const back = await api(t.app, org.admin, 'PATCH', url, { leadId: org.admin.id });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().squad.lead).toMatchObject({ id: org.admin.id, role: 'SUPER_ADMIN' });
  });

  it('must be an active user of the organisation', async () => {
    const inactiveOwner = await addUser(t, org.customerId, 'SUPER_ADMIN', { status: 'INACTIVE' });
    const options = (await api(t.app, org.admin, 'GET', '/api/squads/options')).json();
    expect(options.leads.map((u: { id: string }) => u.id)).not.toContain(inactiveOwner.id);

    const before = await countRows(t.db, squads);
    const inactive = await api(t.app, org.admin, 'POST', '/api/squads', {
      name: 'Nobody home',
      acronym: nextAcronym(),
      leadId: inactiveOwner.id,
    });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json()).toMatchObject({
      code: 'VALIDATION',
      fields: { leadId: MSG.squads.leadNotEligible },
    });

    const stranger = await createOrganisation(t);
    const foreign = await api(t.app, org.admin, 'POST', '/api/squads', {
      name: 'Borrowed',
      acronym: nextAcronym(),
      leadId: stranger.admin.id,
    });
    expect(foreign.statusCode).toBe(404);
    expect(await countRows(t.db, squads)).toBe(before);
  });

  it('leaves the Squad Admin demotion rule as it was', async () => {
    await createSquad(t, org, { leadId: org.admin.id });
    // The owner who leads a squad is still never demoted, and is told why (not "leads squads").
    const owner = await api(t.app, org.admin, 'PUT', '/api/roles/squad-admins', { remove: [org.admin.id] });
    expect(owner.statusCode).toBe(403);
    expect(owner.json()).toMatchObject({ code: 'SUPER_ADMIN_PROTECTED' });

    // A Squad Admin who leads nothing is demoted although the owner leads squads.
    const helper = await activeMember(t, org, 'Hal');
    await promote(t, org, helper.id);
    const demoted = await api(t.app, org.admin, 'PUT', '/api/roles/squad-admins', { remove: [helper.id] });
    expect(demoted.statusCode, demoted.body).toBe(200);

    // And one who leads a squad is still refused.
    await createSquad(t, org, { leadId: org.lead.id });
    const refused = await api(t.app, org.admin, 'PUT', '/api/roles/squad-admins', { remove: [org.lead.id] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'LEADS_SQUADS' });
  });
});
