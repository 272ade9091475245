import type { Plan, Role, UserStatus } from '@squadboard/domain';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { customers, squadMembers, squads, users } from '../db/schema/index.ts';
import { createAuthRepository } from '../modules/auth/auth.repository.ts';
import { hashPassword } from '../modules/auth/secrets.ts';
import type { Mailer } from '../modules/mail/mailer.ts';
import { type As, api, sessionCookieOf } from './request.ts';
import type { TestApp } from './test-app.ts';

// The people, organisations and squads every route test starts from. A Super Admin signs up for
// real; colleagues are written through the auth repository with one shared password hash (hashing
// per person would make the suite crawl) and sign in through the API; squads go through
// POST /api/squads unless a test needs a layout that screen refuses.

export const PASSWORD = 'Secret@123';

let counter = 0;
/** A unique address per call, so tests in one file never collide. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${process.pid}.${Date.now().toString(36)}.${counter}@example.com`;
}

/** The 6-digit code of the last mail sent to `email` (read from what the mailer really sent). */
export function lastCodeFor(mailer: Mailer, email: string): string {
  const mail = mailer.lastMailTo(email);
  const code = mail?.text.match(/Your code: (\d{6})/)?.[1];
  if (!code) {
    throw new Error(`no code mailed to ${email}`);
  }
  return code;
}

export function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

function expectStatus(what: string, response: { statusCode: number; body: string }, status: number): void {
  if (response.statusCode !== status) {
    throw new Error(`${what} failed: ${response.statusCode} ${response.body}`);
  }
}

export async function signUp(app: FastifyInstance, email: string, password = PASSWORD): Promise<void> {
  expectStatus('sign-up', await api(app, null, 'POST', '/api/auth/sign-up', { email, password }), 201);
}

/** Activates with the code last mailed to `email`: the session token activation starts. */
async function activateWithMailedCode(app: FastifyInstance, mailer: Mailer, email: string): Promise<string> {
  const code = lastCodeFor(mailer, email);
  const response = await api(app, null, 'POST', '/api/auth/activate', { email, code });
  const token = sessionCookieOf(response);
  if (response.statusCode !== 200 || !token) {
    throw new Error(`activation failed: ${response.statusCode} ${response.body}`);
  }
  return token;
}

/** Signs a new organisation up and activates with the mailed code. */
export async function createActiveUser(
  app: FastifyInstance,
  mailer: Mailer,
  email = uniqueEmail(),
  password = PASSWORD,
): Promise<{ email: string; token: string }> {
  await signUp(app, email, password);
  return { email, token: await activateWithMailedCode(app, mailer, email) };
}

/** The token of the invitation link last mailed to `email`, as the invitee's browser reads it. */
export function invitationTokenFor(mailer: Mailer, email: string): string {
  const text = mailer.lastMailTo(email)?.text ?? '';
  const link = text.match(/https?:\/\/\S+\/sign-up\?\S+/)?.[0];
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) {
    throw new Error(`no invitation link mailed to ${email}`);
  }
  return token;
}

export async function signIn(app: FastifyInstance, email: string, password = PASSWORD): Promise<string> {
  const response = await api(app, null, 'POST', '/api/auth/sign-in', { email, password });
  const token = sessionCookieOf(response);
  if (!token) {
    throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  }
  return token;
}

export async function countRows(db: Db, table: PgTable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

export async function findUser(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

// ── people and organisations ──

export interface OrgUser {
  id: string;
  email: string;
  /** Session token; null for users who cannot sign in (unverified, inactive). */
  token: string | null;
}

export type SignedInUser = OrgUser & { token: string };

export interface Organisation {
  customerId: string;
  /** The Super Admin who signed the organisation up. */
  admin: SignedInUser;
}

/** An organisation with one person of each kind the permission rules care about. */
export interface TestOrg extends Organisation {
  lead: OrgUser;
  otherLead: OrgUser;
  member: OrgUser;
  otherMember: OrgUser;
  invited: OrgUser;
  inactive: OrgUser;
  inactiveLead: OrgUser;
}

let passwordHash: Promise<string> | null = null;

export interface NewUserOptions {
  status?: UserStatus;
  firstName?: string;
  lastName?: string;
  timeZone?: string | null;
}

/** A colleague in `customerId`; signed in when ACTIVE. Leads are called Lena, the others Sam. */
export async function addUser(
  t: TestApp,
  customerId: string,
  role: Role,
  options: NewUserOptions = {},
): Promise<OrgUser> {
  const status = options.status ?? 'ACTIVE';
  passwordHash ??= hashPassword(PASSWORD);
  const email = uniqueEmail(role.toLowerCase());
  const user = await createAuthRepository(t.db).createUser({
    customerId,
    email,
    passwordHash: await passwordHash,
    role,
    status,
    firstName: options.firstName ?? (role === 'SQUAD_ADMIN' ? 'Lena' : 'Sam'),
    lastName: options.lastName ?? email.split('.')[2] ?? 'User',
    ...(options.timeZone === undefined ? {} : { timeZone: options.timeZone }),
    firstLogin: false,
  });
  return { id: user.id, email, token: status === 'ACTIVE' ? await signIn(t.app, email) : null };
}

/** A new organisation through the real sign-up: its Super Admin and nobody else. */
export async function createOrganisation(t: TestApp): Promise<Organisation> {
  const { email, token } = await createActiveUser(t.app, t.mailer);
  const admin = await findUser(t.db, email);
  if (!admin) {
    throw new Error('admin not created');
  }
  return { customerId: admin.customerId, admin: { id: admin.id, email, token } };
}

export async function setPlan(t: TestApp, customerId: string, plan: Plan, teamNos = 1): Promise<void> {
  await t.db.update(customers).set({ plan, teamNos }).where(eq(customers.id, customerId));
}

/** An organisation with the whole cast, on the BETA plan with room for 100 squads by default. */
export async function createOrg(
  t: TestApp,
  options: { plan?: Plan; teamNos?: number } = {},
): Promise<TestOrg> {
  const org = await createOrganisation(t);
  await setPlan(t, org.customerId, options.plan ?? 'BETA', options.teamNos ?? 100);
  const add = (role: Role, status: UserStatus = 'ACTIVE') => addUser(t, org.customerId, role, { status });
  return {
    ...org,
    lead: await add('SQUAD_ADMIN'),
    otherLead: await add('SQUAD_ADMIN'),
    member: await add('SQUAD_MEMBER'),
    otherMember: await add('SQUAD_MEMBER'),
    invited: await add('SQUAD_MEMBER', 'UNVERIFIED'),
    inactive: await add('SQUAD_MEMBER', 'INACTIVE'),
    inactiveLead: await add('SQUAD_ADMIN', 'INACTIVE'),
  };
}

// ── people the way the Permissions screens make them ──

/** ADD USER: an UNVERIFIED Squad Member, mailed the sign-up link. */
export async function inviteUser(
  t: TestApp,
  admin: As,
  fields: { firstName?: string; lastName?: string; email?: string; inactive?: boolean } = {},
): Promise<{ id: string; email: string }> {
  const body = { firstName: 'Ivy', lastName: 'Invitee', email: uniqueEmail('invitee'), ...fields };
  const response = await api(t.app, admin, 'POST', '/api/users', body);
  expectStatus('invite', response, 201);
  const { user } = response.json() as { user: { id: string; email: string } };
  return { id: user.id, email: user.email };
}

/** The invitee follows the mailed link (its token), chooses a password and activates: their session token. */
export async function acceptInvitation(t: TestApp, email: string): Promise<string> {
  const body = { email, password: PASSWORD, invitationToken: invitationTokenFor(t.mailer, email) };
  expectStatus('sign-up', await api(t.app, null, 'POST', '/api/auth/sign-up', body), 201);
  return activateWithMailedCode(t.app, t.mailer, email);
}

/** An invited member who accepted: active, signed in. */
export async function activeMember(t: TestApp, org: Organisation, firstName = 'Mia'): Promise<SignedInUser> {
  const invited = await inviteUser(t, org.admin, { firstName });
  return { ...invited, token: await acceptInvitation(t, invited.email) };
}

/** ADD ROLES: makes a Squad Member a Squad Admin. */
export async function promote(t: TestApp, org: Organisation, userId: string): Promise<void> {
  const response = await api(t.app, org.admin, 'PUT', '/api/roles/squad-admins', { add: [userId] });
  expectStatus('promote', response, 200);
}

// ── squads ──

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

export interface TestSquad {
  id: string;
  name: string;
  acronym: string;
}

/** A squad through POST /api/squads as the Super Admin: led by `lead`, with `member`, by default. */
export async function createSquad(
  t: TestApp,
  org: Organisation & { lead?: OrgUser; member?: OrgUser },
  overrides: Record<string, unknown> = {},
): Promise<TestSquad> {
  const acronym = nextAcronym();
  const response = await api(t.app, org.admin, 'POST', '/api/squads', {
    name: `Squad ${acronym}`,
    acronym,
    leadId: org.lead?.id,
    memberIds: org.member ? [org.member.id] : [],
    ...overrides,
  });
  expectStatus('squad create', response, 201);
  return response.json().squad;
}

/**
 * A squad written straight to the database, for what the Squads screen refuses: no lead, or an
 * organisation whose plan has no room for squads. The people's own screens only read squads.
 */
export async function insertSquad(
  t: TestApp,
  customerId: string,
  input: { name: string; acronym?: string; leadId?: string | null; memberIds?: string[] },
): Promise<string> {
  const [squad] = await t.db
    .insert(squads)
    .values({
      customerId,
      name: input.name,
      acronym: input.acronym ?? nextAcronym(),
      leadId: input.leadId ?? null,
    })
    .returning();
  if (!squad) {
    throw new Error('squad insert returned nothing');
  }
  const memberIds = input.memberIds ?? [];
  if (memberIds.length > 0) {
    await t.db.insert(squadMembers).values(memberIds.map((userId) => ({ squadId: squad.id, userId })));
  }
  return squad.id;
}

/**
 * Two squads, so every visibility rule has someone on each side: `squad` led by `lead` with
 * `member`, `invited` and `inactive` (deactivated after joining: still a member, no longer
 * mailed), and `otherSquad` led by `otherLead` with `otherMember`.
 */
export interface RetroOrg extends TestOrg {
  squad: TestSquad;
  otherSquad: TestSquad;
}

export async function createRetroOrg(t: TestApp, plan: Plan = 'BETA'): Promise<RetroOrg> {
  const org = await createOrg(t, { plan });
  const squad = await createSquad(t, org, { memberIds: [org.member.id, org.invited.id] });
  await t.db.insert(squadMembers).values({ squadId: squad.id, userId: org.inactive.id });
  const otherSquad = await createSquad(t, org, { leadId: org.otherLead.id, memberIds: [org.otherMember.id] });
  return { ...org, squad, otherSquad };
}

/** Three squads for planning: Alpha (lead; member), Bravo (otherLead; lead), Charlie (otherLead). */
export interface SprintOrg extends TestOrg {
  squadId: string;
  /** `lead` is a plain member here. */
  otherSquadId: string;
  /** Neither `lead` nor `member` belongs to it. */
  hiddenSquadId: string;
}

export async function createSprintOrg(t: TestApp): Promise<SprintOrg> {
  const org = await createOrg(t);
  const squad = (name: string, lead: OrgUser, members: OrgUser[]) =>
    createSquad(t, org, { name, leadId: lead.id, memberIds: members.map((m) => m.id) });
  return {
    ...org,
    squadId: (await squad('Alpha', org.lead, [org.member])).id,
    otherSquadId: (await squad('Bravo', org.otherLead, [org.lead])).id,
    hiddenSquadId: (await squad('Charlie', org.otherLead, [])).id,
  };
}
