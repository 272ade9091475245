import { encodeEmailId, MSG } from '@squadboard/domain';
import type { UserPage } from '@squadboard/domain/users/users.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import {
  acceptInvitation,
  activeMember,
  countRows,
  createOrganisation,
  findUser,
  insertSquad,
  invitationTokenFor,
  inviteUser,
  type Organisation,
  PASSWORD,
  promote,
  uniqueEmail,
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

const P = MSG.permissions;

async function listUsers(token: string, query = ''): Promise<UserPage> {
  const response = await api(t.app, token, 'GET', `/api/users${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as UserPage;
}

describe('POST /api/users (ADD USER)', () => {
  it('invites an UNVERIFIED Squad Member without a password and mails the sign-up link', async () => {
    const email = uniqueEmail('Invitee').replace('invitee', 'Invitee');
    const response = await api(t.app, org.admin, 'POST', '/api/users', {
      firstName: ' Ivy ',
      lastName: 'Invitee',
      email,
      inactive: false,
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      message: P.created,
      user: {
        email: email.toLowerCase(),
        firstName: 'Ivy',
        role: 'SQUAD_MEMBER',
        status: 'UNVERIFIED',
        squads: [],
      },
    });

    const row = await findUser(t.db, email);
    expect(row).toMatchObject({ customerId: org.customerId, passwordHash: null, status: 'UNVERIFIED' });

    const mail = t.mailer.lastMailTo(email);
    const link = mail?.text.match(/http:\/\/localhost:3000\/sign-up\?\S+/)?.[0] ?? '';
    // The spec's base64 e-mail for prefilling, then the token that lets the sign-up claim the account.
    expect(link).toContain(`/sign-up?id=${encodeURIComponent(encodeEmailId(email.toLowerCase()))}&token=`);
    expect(new URL(link).searchParams.get('token')).toMatch(/^[\w-]{43}$/);
    expect(mail?.subject).toBe('You are invited to Squadboard');
    expect(mail?.html).toContain(link.replace(/&/g, '&amp;'));
  });

  it('lets the invitee sign up through the link, keeping organisation and role', async () => {
    const invited = await inviteUser(t, org.admin);
    const token = await acceptInvitation(t, invited.email);
    const me = await api(t.app, token, 'GET', '/api/auth/me');
    expect(me.json()).toMatchObject({
      user: { id: invited.id, role: 'SQUAD_MEMBER', status: 'ACTIVE', customerId: org.customerId },
    });
  });

  it('takes organisation and role from the session, never from the body', async () => {
    const other = await createOrganisation(t);
    const email = uniqueEmail('smuggled');
    const response = await api(t.app, org.admin, 'POST', '/api/users', {
      firstName: 'A',
      lastName: 'B',
      email,
      customerId: other.customerId,
      role: 'SUPER_ADMIN',
    });
    expect(response.statusCode).toBe(201);
    expect(await findUser(t.db, email)).toMatchObject({
      customerId: org.customerId,
      role: 'SQUAD_MEMBER',
    });
  });

  it('creates an INACTIVE user when the box is ticked; they cannot sign up', async () => {
    const invited = await inviteUser(t, org.admin, { inactive: true });
    expect((await findUser(t.db, invited.email))?.status).toBe('INACTIVE');
    const signUp = await api(t.app, null, 'POST', '/api/auth/sign-up', {
      email: invited.email,
      password: PASSWORD,
    });
    expect(signUp.statusCode).toBe(409);
  });

  it('refuses an e-mail registered in any organisation with 409 and writes nothing', async () => {
    const other = await createOrganisation(t);
    const before = await countRows(t.db, users);
    const sentBefore = t.mailer.sent.length;
    for (const email of [other.admin.email, org.admin.email.toUpperCase()]) {
      const response = await api(t.app, org.admin, 'POST', '/api/users', {
        firstName: 'A',
        lastName: 'B',
        email,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'USER_EXISTS',
        message: MSG.signUp.userExists,
        fields: { email: MSG.signUp.userExists },
      });
    }
    expect(await countRows(t.db, users)).toBe(before);
    expect(t.mailer.sent.length).toBe(sentBefore);
  });

  it.each([
    [{ firstName: '', lastName: 'B', email: 'a@b.io' }, 'firstName', P.firstNameRequired],
    [{ firstName: 'A', lastName: ' ', email: 'a@b.io' }, 'lastName', P.lastNameRequired],
    [{ firstName: 'A', lastName: 'B', email: '' }, 'email', P.emailRequired],
    [{ firstName: 'A', lastName: 'B' }, 'email', P.emailRequired],
    [{ firstName: 'A', lastName: 'B', email: 'a@b.info' }, 'email', P.emailInvalid],
    [{ firstName: 'A', lastName: 'B', email: 'a@b' }, 'email', P.emailInvalid],
  ])('refuses %j with the spec message and writes nothing', async (body, field, message) => {
    const before = await countRows(t.db, users);
    const response = await api(t.app, org.admin, 'POST', '/api/users', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', message, fields: { [field]: message } });
    expect(await countRows(t.db, users)).toBe(before);
  });

  it('undoes the user when the invitation cannot be mailed', async () => {
    const email = uniqueEmail('nomail');
    const send = t.mailer.send.bind(t.mailer);
    t.mailer.send = () => Promise.reject(new Error('smtp down'));
    try {
      const response = await api(t.app, org.admin, 'POST', '/api/users', {
        firstName: 'No',
        lastName: 'Mail',
        email,
      });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ code: 'INVITE_MAIL_FAILED', message: P.createFailed });
    } finally {
      t.mailer.send = send;
    }
    expect(await findUser(t.db, email)).toBeUndefined();
  });
});

describe('PATCH /api/users/:id (EDIT USER)', () => {
  it('renames, keeps the e-mail, and makes an ACTIVE user INACTIVE, ending their sessions', async () => {
    const member = await activeMember(t, org);
    expect((await api(t.app, member, 'GET', '/api/auth/me')).statusCode).toBe(200);

    const response = await api(t.app, org.admin, 'PATCH', `/api/users/${member.id}`, {
      firstName: 'Renamed',
      lastName: 'Person',
      email: 'hijack@example.com',
      inactive: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: P.edited,
      user: { id: member.id, firstName: 'Renamed', email: member.email, status: 'INACTIVE' },
    });
    expect((await api(t.app, member, 'GET', '/api/auth/me')).statusCode).toBe(401);
    const signIn = await api(t.app, null, 'POST', '/api/auth/sign-in', {
      email: member.email,
      password: PASSWORD,
    });
    expect(signIn.json()).toMatchObject({ code: 'USER_INACTIVE' });

    // Unticking brings a verified user back as ACTIVE (spec §4).
    const back = await api(t.app, org.admin, 'PATCH', `/api/users/${member.id}`, {
      firstName: 'Renamed',
      lastName: 'Person',
      inactive: false,
    });
    expect(back.json()).toMatchObject({ user: { status: 'ACTIVE' } });
    const again = await api(t.app, null, 'POST', '/api/auth/sign-in', {
      email: member.email,
      password: PASSWORD,
    });
    expect(again.statusCode).toBe(200);
  });

  it('keeps an invited user without a password UNVERIFIED when unticked', async () => {
    const invited = await inviteUser(t, org.admin);
    const response = await api(t.app, org.admin, 'PATCH', `/api/users/${invited.id}`, {
      firstName: 'Still',
      lastName: 'Invited',
      inactive: false,
    });
    expect(response.json()).toMatchObject({ user: { status: 'UNVERIFIED' } });
    const row = await findUser(t.db, invited.email);
    expect(row).toMatchObject({ status: 'UNVERIFIED', passwordHash: null, firstName: 'Still' });
  });

  it('drops an unverified password on deactivation, so reactivation means a fresh invitation', async () => {
    const invited = await inviteUser(t, org.admin);
    const invitationToken = invitationTokenFor(t.mailer, invited.email);
    const signUp = () =>
      api(t.app, null, 'POST', '/api/auth/sign-up', {
        email: invited.email,
        password: PASSWORD,
        invitationToken,
      });
    expect((await signUp()).statusCode).toBe(201);
    const edit = (inactive: boolean) =>
      api(t.app, org.admin, 'PATCH', `/api/users/${invited.id}`, { firstName: 'A', lastName: 'B', inactive });
    expect((await edit(true)).json()).toMatchObject({ user: { status: 'INACTIVE' } });
    expect((await findUser(t.db, invited.email))?.passwordHash).toBeNull();
    expect((await edit(false)).json()).toMatchObject({ user: { status: 'UNVERIFIED' } });
    // The spent link stays spent; a fresh invitation lets the invitee in.
    expect((await signUp()).json().code).toBe('INVITATION_INVALID');
    expect((await api(t.app, org.admin, 'POST', `/api/users/${invited.id}/invitation`)).statusCode).toBe(200);
    expect(await acceptInvitation(t, invited.email)).toBeTruthy();
  });

  it('refuses invalid names with the spec message and writes nothing', async () => {
    const invited = await inviteUser(t, org.admin, { firstName: 'Keep' });
    const response = await api(t.app, org.admin, 'PATCH', `/api/users/${invited.id}`, {
      firstName: '',
      lastName: 'B',
      inactive: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: P.firstNameRequired });
    expect(await findUser(t.db, invited.email)).toMatchObject({ firstName: 'Keep', status: 'UNVERIFIED' });
  });

  it('refuses to edit a Super Admin, including the caller', async () => {
    const response = await api(t.app, org.admin, 'PATCH', `/api/users/${org.admin.id}`, {
      firstName: 'Me',
      lastName: 'Myself',
      inactive: true,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'SUPER_ADMIN_PROTECTED',
      message: MSG.permissions.superAdminProtected,
    });
    expect((await findUser(t.db, org.admin.email))?.status).toBe('ACTIVE');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['6f1c1f0e-8a4b-4c1e-9a57-0b6c1d2e3f40', 'not-a-uuid']) {
      const response = await api(t.app, org.admin, 'PATCH', `/api/users/${id}`, {
        firstName: 'A',
        lastName: 'B',
        inactive: false,
      });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('GET /api/users', () => {
  it('pages by 20 with Active/InActive filters and search, hiding Super Admins, showing squads', async () => {
    const own = await createOrganisation(t);
    const ids: string[] = [];
    for (let i = 0; i < 23; i++) {
      const n = String(i).padStart(2, '0');
      ids.push((await inviteUser(t, own.admin, { firstName: `User${n}`, lastName: 'Paged' })).id);
    }
    const gone = await inviteUser(t, own.admin, { firstName: 'Gone', lastName: 'Away', inactive: true });
    const lead = await activeMember(t, own, 'Zed');
    await promote(t, own, lead.id);
    await insertSquad(t, own.customerId, { name: 'Beta', acronym: 'BET', memberIds: [ids[0] ?? ''] });
    await insertSquad(t, own.customerId, {
      name: 'Alpha',
      acronym: 'ALP',
      leadId: lead.id,
      memberIds: [ids[0] ?? '', lead.id],
    });

    const first = await listUsers(own.admin.token);
    expect(first).toMatchObject({ total: 24, page: 1, pageSize: 20 });
    expect(first.items).toHaveLength(20);
    expect(first.items.map((u) => u.role)).not.toContain('SUPER_ADMIN');
    expect(first.items[0]).toMatchObject({
      firstName: 'User00',
      squads: [{ name: 'Alpha' }, { name: 'Beta' }],
    });
    const second = await listUsers(own.admin.token, '?page=2');
    expect(second.items.map((u) => u.firstName)).toEqual(['User20', 'User21', 'User22', 'Zed']);
    expect(second.items.at(-1)).toMatchObject({ role: 'SQUAD_ADMIN', squads: [{ name: 'Alpha' }] });

    const inactive = await listUsers(own.admin.token, '?filter=INACTIVE');
    expect(inactive).toMatchObject({ total: 1, items: [{ id: gone.id, status: 'INACTIVE' }] });

    expect((await listUsers(own.admin.token, '?search=user1')).total).toBe(10);
    expect((await listUsers(own.admin.token, '?search=User05%20Paged')).items.map((u) => u.id)).toEqual([
      ids[5],
    ]);
    expect((await listUsers(own.admin.token, `?search=${encodeURIComponent(lead.email)}`)).total).toBe(1);
    expect((await listUsers(own.admin.token, '?search=%25')).total).toBe(0);
    expect((await listUsers(own.admin.token, '?search=gone&filter=INACTIVE')).total).toBe(1);
    expect((await listUsers(own.admin.token, '?search=gone')).total).toBe(0);
    expect(await listUsers(own.admin.token, '?page=9')).toMatchObject({ total: 24, items: [] });
  });

  it('refuses a bad query', async () => {
    for (const query of ['?page=0', '?filter=UNVERIFIED', `?search=${'x'.repeat(101)}`]) {
      expect((await api(t.app, org.admin, 'GET', `/api/users${query}`)).statusCode).toBe(400);
    }
  });
});

describe('who may manage users', () => {
  it('refuses Squad Admins and Squad Members with 403 and signed-out callers with 401', async () => {
    const member = await activeMember(t, org);
    const admin = await activeMember(t, org);
    await promote(t, org, admin.id);
    const target = await inviteUser(t, org.admin);
    const before = await countRows(t.db, users);
    for (const token of [member.token, admin.token]) {
      const list = await api(t.app, token, 'GET', '/api/users');
      expect(list.statusCode).toBe(403);
      expect(list.json()).toMatchObject({ code: 'FORBIDDEN', message: MSG.generic.forbidden });
      const create = await api(t.app, token, 'POST', '/api/users', {
        firstName: 'A',
        lastName: 'B',
        email: uniqueEmail(),
      });
      expect(create.statusCode).toBe(403);
      const edit = await api(t.app, token, 'PATCH', `/api/users/${target.id}`, {
        firstName: 'A',
        lastName: 'B',
        inactive: true,
      });
      expect(edit.statusCode).toBe(403);
    }
    expect((await api(t.app, null, 'GET', '/api/users')).statusCode).toBe(401);
    expect(await countRows(t.db, users)).toBe(before);
    expect((await findUser(t.db, target.email))?.status).toBe('UNVERIFIED');
  });

  it("never shows or changes another organisation's users (404)", async () => {
    const other = await createOrganisation(t);
    const theirs = await activeMember(t, other, 'Theirs');
    const mine = await listUsers(org.admin.token, '?search=Theirs');
    expect(mine.total).toBe(0);
    const edit = await api(t.app, org.admin, 'PATCH', `/api/users/${theirs.id}`, {
      firstName: 'Hacked',
      lastName: 'X',
      inactive: true,
    });
    expect(edit.statusCode).toBe(404);
    const [row] = await t.db.select().from(users).where(eq(users.id, theirs.id));
    expect(row).toMatchObject({ firstName: 'Theirs', status: 'ACTIVE' });
    expect((await api(t.app, theirs, 'GET', '/api/auth/me')).statusCode).toBe(200);
  });
});
