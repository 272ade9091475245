import type { Role } from '@squadboard/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { squadMembers, squads } from '../../db/schema/index.ts';
import {
  createActiveUser,
  getJson,
  PASSWORD,
  postJson,
  sessionCookieOf,
  uniqueEmail,
} from '../../test-support/auth-helpers.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { createAuthRepository } from '../auth/auth.repository.ts';
import { hashPassword } from '../auth/secrets.ts';
import { SESSION_COOKIE } from '../auth/session.ts';

// Organisations for the sprint and settings tests: the Super Admin signs up for real; the other
// users and the squads are written straight to the database (other modules own those screens).

export interface Member {
  id: string;
  token: string;
}

export interface Org {
  customerId: string;
  admin: Member;
  lead: Member;
  otherLead: Member;
  member: Member;
  /** Led by `lead`, with `member` in it. */
  squadId: string;
  /** Led by `otherLead`, with `lead` as a plain member. */
  otherSquadId: string;
  /** Led by `otherLead`; neither `lead` nor `member` belongs to it. */
  hiddenSquadId: string;
}

export function send(
  app: FastifyInstance,
  method: 'PUT' | 'POST',
  url: string,
  payload: unknown,
  token?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    payload: payload as Record<string, unknown>,
    headers: {
      'content-type': 'application/json',
      ...(token ? { cookie: `${SESSION_COOKIE}=${token}` } : {}),
    },
  });
}

let passwordHash: Promise<string> | null = null;

export async function addUser(t: TestApp, customerId: string, role: Role): Promise<Member> {
  passwordHash ??= hashPassword(PASSWORD);
  const email = uniqueEmail(role.toLowerCase());
  const user = await createAuthRepository(t.db).createUser({
    customerId,
    email,
    passwordHash: await passwordHash,
    role,
    status: 'ACTIVE',
    firstLogin: false,
  });
  const token = sessionCookieOf(await postJson(t.app, '/api/auth/sign-in', { email, password: PASSWORD }));
  if (!token) {
    throw new Error('sign-in failed');
  }
  return { id: user.id, token };
}

export async function addSquad(
  t: TestApp,
  customerId: string,
  name: string,
  leadId: string | null,
  memberIds: string[] = [],
): Promise<string> {
  const acronym = `${name
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase()}${Math.floor(Math.random() * 1e6)}`;
  const [squad] = await t.db.insert(squads).values({ customerId, name, acronym, leadId }).returning();
  if (!squad) {
    throw new Error('squad insert returned nothing');
  }
  if (memberIds.length > 0) {
    await t.db.insert(squadMembers).values(memberIds.map((userId) => ({ squadId: squad.id, userId })));
  }
  return squad.id;
}

export async function newOrg(t: TestApp): Promise<Org> {
  const signedUp = await createActiveUser(t.app, t.mailer);
  const me = (await getJson(t.app, '/api/auth/me', signedUp.token)).json() as {
    user: { id: string; customerId: string };
  };
  const { customerId } = me.user;
  const [lead, otherLead, member] = [
    await addUser(t, customerId, 'SQUAD_ADMIN'),
    await addUser(t, customerId, 'SQUAD_ADMIN'),
    await addUser(t, customerId, 'SQUAD_MEMBER'),
  ];
  return {
    customerId,
    admin: { id: me.user.id, token: signedUp.token },
    lead,
    otherLead,
    member,
    squadId: await addSquad(t, customerId, 'Alpha', lead.id, [member.id]),
    otherSquadId: await addSquad(t, customerId, 'Bravo', otherLead.id, [lead.id]),
    hiddenSquadId: await addSquad(t, customerId, 'Charlie', otherLead.id),
  };
}
