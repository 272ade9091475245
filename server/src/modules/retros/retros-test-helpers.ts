import type { LightMyRequestResponse } from 'fastify';
import { squadMembers } from '../../db/schema/index.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { call, createOrg, createSquad, type OrgUser, type TestOrg } from '../squads/squads-test-helpers.ts';

// An organisation with two squads: `squad` led by `lead` with `member`, and `otherSquad` led by
// `otherLead` with `otherMember`, so every visibility rule has someone on each side.

export interface RetroOrg extends TestOrg {
  squad: { id: string; name: string };
  otherSquad: { id: string; name: string };
}

export async function createRetroOrg(t: TestApp, plan: 'BETA' | 'free' = 'BETA'): Promise<RetroOrg> {
  const org = await createOrg(t, { plan });
  const squad = await createSquad(t, org, {
    leadId: org.lead.id,
    memberIds: [org.member.id, org.invited.id],
  });
  // A member deactivated after joining the squad: still a member, but no longer mailed.
  await t.db.insert(squadMembers).values({ squadId: squad.id, userId: org.inactive.id });
  const otherSquad = await createSquad(t, org, {
    leadId: org.otherLead.id,
    memberIds: [org.otherMember.id],
  });
  return { ...org, squad, otherSquad };
}

export function inHours(hours: number): string {
  return new Date(Date.now() + hours * 3_600_000).toISOString();
}

export function retroBody(squadId: string, extra: Record<string, unknown> = {}) {
  return { title: 'Sprint 12 retro', squadId, template: 'went-well', startType: 'instant', ...extra };
}

export async function createRetro(
  t: TestApp,
  user: OrgUser,
  squadId: string,
  extra: Record<string, unknown> = {},
): Promise<{ id: string; meetingId: string; room: string; status: string }> {
  const response: LightMyRequestResponse = await call(
    t.app,
    user,
    'POST',
    '/api/retros',
    retroBody(squadId, extra),
  );
  if (response.statusCode !== 201) {
    throw new Error(`retro create failed: ${response.statusCode} ${response.body}`);
  }
  return response.json().retro;
}
