import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { squadMembers, squads } from '../../db/schema/index.ts';
import {
  createActiveUser,
  getJson,
  lastCodeFor,
  PASSWORD,
  postJson,
  sessionCookieOf,
  uniqueEmail,
} from '../../test-support/auth-helpers.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { SESSION_COOKIE } from '../auth/session.ts';

// Builds organisations the way users do: a sign-up makes a Super Admin, who invites the others.

export function sendJson(
  app: FastifyInstance,
  method: 'PATCH' | 'PUT' | 'POST',
  url: string,
  payload: unknown,
  cookie?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    payload: payload as Record<string, unknown>,
    headers: {
      'content-type': 'application/json',
      ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}),
    },
  });
}

export interface Invited {
  id: string;
  email: string;
}

export async function invite(
  t: TestApp,
  adminToken: string,
  fields: { firstName?: string; lastName?: string; email?: string; inactive?: boolean } = {},
): Promise<Invited> {
  const body = { firstName: 'Ivy', lastName: 'Invitee', email: uniqueEmail('invitee'), ...fields };
  const response = await postJson(t.app, '/api/users', body, { cookie: adminToken });
  if (response.statusCode !== 201) {
    throw new Error(`invite failed: ${response.statusCode} ${response.body}`);
  }
  const { user } = response.json() as { user: { id: string; email: string } };
  return { id: user.id, email: user.email };
}

/** The invitee chooses a password through the ordinary sign-up call and activates: their token. */
export async function acceptInvitation(t: TestApp, email: string): Promise<string> {
  const signUp = await postJson(t.app, '/api/auth/sign-up', { email, password: PASSWORD });
  if (signUp.statusCode !== 201) {
    throw new Error(`sign-up failed: ${signUp.statusCode} ${signUp.body}`);
  }
  const activated = await postJson(t.app, '/api/auth/activate', {
    email,
    code: lastCodeFor(t.mailer, email),
  });
  const token = sessionCookieOf(activated);
  if (activated.statusCode !== 200 || !token) {
    throw new Error(`activation failed: ${activated.statusCode} ${activated.body}`);
  }
  return token;
}

export interface Organisation {
  admin: { email: string; token: string; id: string; customerId: string };
}

export async function newOrganisation(t: TestApp): Promise<Organisation> {
  const admin = await createActiveUser(t.app, t.mailer);
  const me = await getJson(t.app, '/api/auth/me', admin.token);
  const { user } = me.json() as { user: { id: string; customerId: string } };
  return { admin: { ...admin, id: user.id, customerId: user.customerId } };
}

/** An active member of the organisation with a session. */
export async function activeMember(
  t: TestApp,
  org: Organisation,
  firstName = 'Mia',
): Promise<Invited & { token: string }> {
  const invited = await invite(t, org.admin.token, { firstName });
  return { ...invited, token: await acceptInvitation(t, invited.email) };
}

export async function promote(t: TestApp, org: Organisation, userId: string): Promise<void> {
  const response = await sendJson(
    t.app,
    'PUT',
    '/api/roles/squad-admins',
    { add: [userId] },
    org.admin.token,
  );
  if (response.statusCode !== 200) {
    throw new Error(`promote failed: ${response.statusCode} ${response.body}`);
  }
}

/** Squads are written directly: this module only reads them ('Member Of', squad leads). */
export async function createSquad(
  t: TestApp,
  customerId: string,
  input: { name: string; acronym: string; leadId?: string | null; memberIds?: string[] },
): Promise<string> {
  const [squad] = await t.db
    .insert(squads)
    .values({ customerId, name: input.name, acronym: input.acronym, leadId: input.leadId ?? null })
    .returning();
  if (!squad) {
    throw new Error('squad insert returned nothing');
  }
  for (const userId of input.memberIds ?? []) {
    await t.db.insert(squadMembers).values({ squadId: squad.id, userId });
  }
  return squad.id;
}
