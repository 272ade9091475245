import { MSG } from '@squadboard/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitationTokens } from '../../db/schema/index.ts';
import {
  addUser,
  createOrganisation,
  invitationTokenFor,
  inviteUser,
  type Organisation,
  PASSWORD,
} from '../../test-support/factories.ts';
import { api } from '../../test-support/request.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// POST /api/users/:id/invitation: a new link for an invitee whose mail was lost or whose link
// expired; the previous link stops working.

let t: TestApp;
let org: Organisation;

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrganisation(t);
});
afterAll(async () => {
  await t.close();
});

const resend = (as: Parameters<typeof api>[1], userId: string) =>
  api(t.app, as, 'POST', `/api/users/${userId}/invitation`);

const signUp = (email: string, invitationToken: string) =>
  api(t.app, null, 'POST', '/api/auth/sign-up', { email, password: PASSWORD, invitationToken });

describe('POST /api/users/:id/invitation', () => {
  it('mails a new link that works and voids the previous one', async () => {
    const invited = await inviteUser(t, org.admin);
    const first = invitationTokenFor(t.mailer, invited.email);
    const sentBefore = t.mailer.sent.length;

    const response = await resend(org.admin, invited.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(MSG.permissions.invitationResent(invited.email));
    expect(t.mailer.sent.length).toBe(sentBefore + 1);
    const second = invitationTokenFor(t.mailer, invited.email);
    expect(second).not.toBe(first);

    const old = await signUp(invited.email, first);
    expect(old.statusCode).toBe(400);
    expect(old.json()).toMatchObject({ code: 'INVITATION_INVALID', message: MSG.signUp.invitationInvalid });
    expect((await signUp(invited.email, second)).statusCode).toBe(201);
  });

  it('gives an expired invitation a fresh expiry', async () => {
    const invited = await inviteUser(t, org.admin);
    await t.db
      .update(invitationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitationTokens.userId, invited.id));
    expect((await resend(org.admin, invited.id)).statusCode).toBe(200);
    expect((await signUp(invited.email, invitationTokenFor(t.mailer, invited.email))).statusCode).toBe(201);
  });

  it('answers INVITE_MAIL_FAILED when the mail cannot be sent; trying again works', async () => {
    const invited = await inviteUser(t, org.admin);
    const send = t.mailer.send.bind(t.mailer);
    t.mailer.send = () => Promise.reject(new Error('smtp down'));
    try {
      const response = await resend(org.admin, invited.id);
      expect(response.statusCode).toBe(502);
      expect(response.json().code).toBe('INVITE_MAIL_FAILED');
    } finally {
      t.mailer.send = send;
    }
    expect((await resend(org.admin, invited.id)).statusCode).toBe(200);
    expect((await signUp(invited.email, invitationTokenFor(t.mailer, invited.email))).statusCode).toBe(201);
  });

  it('refuses someone who already claimed the account, and inactive users (409 NOT_INVITED)', async () => {
    const claimed = await inviteUser(t, org.admin);
    await signUp(claimed.email, invitationTokenFor(t.mailer, claimed.email));
    const active = await addUser(t, org.customerId, 'SQUAD_MEMBER');
    const inactive = await inviteUser(t, org.admin, { inactive: true });
    const sentBefore = t.mailer.sent.length;
    for (const user of [claimed, active, inactive]) {
      const response = await resend(org.admin, user.id);
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('NOT_INVITED');
    }
    expect(t.mailer.sent.length).toBe(sentBefore);
  });

  it('is for Super Admins of the same organisation only', async () => {
    const invited = await inviteUser(t, org.admin);
    const token = invitationTokenFor(t.mailer, invited.email);
    const member = await addUser(t, org.customerId, 'SQUAD_MEMBER');
    const lead = await addUser(t, org.customerId, 'SQUAD_ADMIN');
    const other = await createOrganisation(t);
    expect((await resend(member, invited.id)).statusCode).toBe(403);
    expect((await resend(lead, invited.id)).statusCode).toBe(403);
    expect((await resend(other.admin, invited.id)).statusCode).toBe(404);
    expect((await resend(null, invited.id)).statusCode).toBe(401);
    expect((await resend(org.admin, 'not-a-uuid')).statusCode).toBe(404);
    // None of them replaced the link.
    expect(invitationTokenFor(t.mailer, invited.email)).toBe(token);
    expect((await signUp(invited.email, token)).statusCode).toBe(201);
  });
});
