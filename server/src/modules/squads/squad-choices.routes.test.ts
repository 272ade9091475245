import type { SquadChoices } from '@squadboard/domain/squads/squads.schema';
import { ZSquadChoices } from '@squadboard/domain/squads/squads.schema';
import { DEFAULT_STATUS_CONFIG } from '@squadboard/domain/work-items/work-item.model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRetroOrg, type OrgUser, type RetroOrg } from '../../test-support/factories.ts';
import { api } from '../../test-support/request.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// GET /api/squads/choices: the one answer every squad picker uses, per visible squad
// what the caller may do there, from the same domain rules the writes enforce.

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

async function choicesOf(who: OrgUser): Promise<SquadChoices> {
  const response = await api(t.app, who, 'GET', '/api/squads/choices');
  expect(response.statusCode, response.body).toBe(200);
  return ZSquadChoices.parse(response.json());
}

const ALL = { createRetro: true, planSprints: true, runSprints: true, configure: true };
const NONE = { createRetro: false, planSprints: false, runSprints: false, configure: false };

describe('GET /api/squads/choices', () => {
  it('answers each visible squad with what the caller may do in it, by role and lead', async () => {
    const admin = await choicesOf(org.admin);
    expect(admin.can).toEqual({ createRetro: true });
    expect(admin.items.map((s) => s.id).sort()).toEqual([org.squad.id, org.otherSquad.id].sort());
    expect(admin.items.every((s) => JSON.stringify(s.can) === JSON.stringify(ALL))).toBe(true);
    // Names in order, and never another organisation's squads.
    expect(admin.items.map((s) => s.name)).toEqual(
      [...admin.items.map((s) => s.name)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    expect(admin.items.map((s) => s.id)).not.toContain(foreign.squad.id);

    expect(await choicesOf(org.lead)).toEqual({
      items: [{ id: org.squad.id, name: org.squad.name, can: ALL }],
      can: { createRetro: true },
    });
    expect(await choicesOf(org.member)).toEqual({
      items: [{ id: org.squad.id, name: org.squad.name, can: NONE }],
      can: { createRetro: false },
    });
  });

  it('offers configure exactly to those the status configuration accepts', async () => {
    const config = DEFAULT_STATUS_CONFIG;
    for (const who of [org.admin, org.lead, org.member, org.otherLead]) {
      const offered = (await choicesOf(who)).items.find((s) => s.id === org.squad.id)?.can.configure ?? false;
      const put = await api(t.app, who, 'PUT', `/api/work-items/status-config/${org.squad.id}`, config);
      expect(put.statusCode === 200, `${who.email}: ${put.body}`).toBe(offered);
    }
  });

  it('offers no squad sprints to plan under the enterprise cadence, and asks for a session', async () => {
    const on = await api(t.app, org.admin, 'PUT', '/api/sprints/cadence', { enterpriseCadence: true });
    expect(on.statusCode, on.body).toBe(200);
    try {
      const lead = await choicesOf(org.lead);
      expect(lead.items[0]?.can).toEqual({ ...ALL, planSprints: false });
      // The other organisation keeps its own cadence.
      expect((await choicesOf(foreign.lead)).items[0]?.can.planSprints).toBe(true);
    } finally {
      await api(t.app, org.admin, 'PUT', '/api/sprints/cadence', { enterpriseCadence: false });
    }
    expect((await api(t.app, null, 'GET', '/api/squads/choices')).statusCode).toBe(401);
  });
});
