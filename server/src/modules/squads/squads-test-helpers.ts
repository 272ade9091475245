import type { Plan, Role, UserStatus } from '@squadboard/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { customers } from '../../db/schema/index.ts';
import {
  createActiveUser,
  findUser,
  PASSWORD,
  postJson,
  sessionCookieOf,
  uniqueEmail,
} from '../../test-support/auth-helpers.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { createAuthRepository } from '../auth/auth.repository.ts';
import { hashPassword } from '../auth/secrets.ts';
import { SESSION_COOKIE } from '../auth/session.ts';

// An organisation with one user of each kind the squad rules care about, built through the real
// sign-up for its Super Admin and straight in the database for the rest (Permissions is another
// module's job).

export interface OrgUser {
  id: string;
  email: string;
  /** Session token; null for users who cannot sign in (unverified, inactive). */
  token: string | null;
}

export interface TestOrg {
  customerId: string;
  admin: OrgUser;
  lead: OrgUser;
  otherLead: OrgUser;
  member: OrgUser;
  otherMember: OrgUser;
  invited: OrgUser;
  inactive: OrgUser;
  inactiveLead: OrgUser;
}

let passwordHash: Promise<string> | null = null;

async function addUser(t: TestApp, customerId: string, role: Role, status: UserStatus): Promise<OrgUser> {
  passwordHash ??= hashPassword(PASSWORD);
  const email = uniqueEmail(role.toLowerCase());
  const user = await createAuthRepository(t.db).createUser({
    customerId,
    email,
    passwordHash: await passwordHash,
    role,
    status,
    firstName: role === 'SQUAD_ADMIN' ? 'Lena' : 'Sam',
    lastName: email.split('.')[2] ?? 'User',
    firstLogin: false,
  });
  let token: string | null = null;
  if (status === 'ACTIVE') {
    const response = await postJson(t.app, '/api/auth/sign-in', { email, password: PASSWORD });
    token = sessionCookieOf(response) ?? null;
  }
  return { id: user.id, email, token };
}

export async function createOrg(
  t: TestApp,
  options: { plan?: Plan; teamNos?: number } = {},
): Promise<TestOrg> {
  const { email, token } = await createActiveUser(t.app, t.mailer);
  const adminRow = await findUser(t.db, email);
  if (!adminRow) {
    throw new Error('admin not created');
  }
  const customerId = adminRow.customerId;
  await setPlan(t, customerId, options.plan ?? 'BETA', options.teamNos ?? 100);
  return {
    customerId,
    admin: { id: adminRow.id, email, token },
    lead: await addUser(t, customerId, 'SQUAD_ADMIN', 'ACTIVE'),
    otherLead: await addUser(t, customerId, 'SQUAD_ADMIN', 'ACTIVE'),
    member: await addUser(t, customerId, 'SQUAD_MEMBER', 'ACTIVE'),
    otherMember: await addUser(t, customerId, 'SQUAD_MEMBER', 'ACTIVE'),
    invited: await addUser(t, customerId, 'SQUAD_MEMBER', 'UNVERIFIED'),
    inactive: await addUser(t, customerId, 'SQUAD_MEMBER', 'INACTIVE'),
    inactiveLead: await addUser(t, customerId, 'SQUAD_ADMIN', 'INACTIVE'),
  };
}

export async function setPlan(t: TestApp, customerId: string, plan: Plan, teamNos = 1): Promise<void> {
  await t.db.update(customers).set({ plan, teamNos }).where(eq(customers.id, customerId));
}

function cookieOf(user: OrgUser): Record<string, string> {
  if (!user.token) {
    throw new Error(`${user.email} cannot sign in`);
  }
  return { cookie: `${SESSION_COOKIE}=${user.token}` };
}

export function call(
  app: FastifyInstance,
  user: OrgUser,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { 'content-type': 'application/json', ...cookieOf(user) },
    ...(method === 'GET' ? {} : { payload: JSON.stringify(payload ?? {}) }),
  });
}

let acronymCounter = 0;
/** A fresh acronym (letters only, 5 long) so tests never collide. */
export function nextAcronym(): string {
  acronymCounter += 1;
  let n = acronymCounter;
  let text = '';
  for (let i = 0; i < 4; i++) {
    text = String.fromCharCode(65 + (n % 26)) + text;
    n = Math.floor(n / 26);
  }
  return `Q${text}`;
}

export async function createSquad(
  t: TestApp,
  org: TestOrg,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; name: string; acronym: string }> {
  const acronym = nextAcronym();
  const response = await call(t.app, org.admin, 'POST', '/api/squads', {
    name: `Squad ${acronym}`,
    acronym,
    leadId: org.lead.id,
    memberIds: [org.member.id],
    ...overrides,
  });
  if (response.statusCode !== 201) {
    throw new Error(`squad create failed: ${response.statusCode} ${response.body}`);
  }
  return response.json().squad;
}
