import { MSG } from '@squadboard/domain';
import { parseUnsubscribeId, unsubscribeId } from '@squadboard/domain/notifications/unsubscribe.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOptOuts } from '../../db/schema/index.ts';
import { createActiveUser, createRetroOrg, uniqueEmail } from '../../test-support/factories.ts';
import { api } from '../../test-support/request.ts';
import { createRetro } from '../../test-support/retro-factories.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createUnsubscribeLinks, type UnsubscribeLinks } from './unsubscribe-links.ts';

// POST /api/unsubscribe and the RFC 8058 one-click POST against the real app and database: who
// may unsubscribe which address, what is recorded, and the CSRF guard's one exemption.

let t: TestApp;
let links: UnsubscribeLinks;

beforeAll(async () => {
  t = await createTestApp();
  links = createUnsubscribeLinks(t.db, t.config.publicUrl);
});
afterAll(async () => {
  await t.close();
});

const FAILED = { statusCode: 400, code: 'BAD_REQUEST', message: MSG.unsubscribe.failed };
const SUCCESS = { status: 'Success', message: MSG.unsubscribe.unsubscribed };
const ALREADY = { status: 'Unsubscribed', message: MSG.unsubscribe.alreadyUnsubscribed };
const ONE_CLICK_FORM = {
  'content-type': 'application/x-www-form-urlencoded',
  // A mail provider's server, not our page.
  origin: 'https://mail.example.net',
};

async function optOutOf(email: string) {
  const [row] = await t.db.select().from(mailOptOuts).where(eq(mailOptOuts.email, email));
  return row;
}

/** A token for `email` with one character changed. */
function tampered(token: string): string {
  const last = token.at(-1) === 'A' ? 'B' : 'A';
  return `${token.slice(0, -1)}${last}`;
}

describe('POST /api/unsubscribe', () => {
  it('unsubscribes the address of a valid link, then says it already was', async () => {
    const email = uniqueEmail('linked');
    const token = await links.tokenFor(email);
    const first = await api(t.app, null, 'POST', '/api/unsubscribe', { email: email.toUpperCase(), token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual(SUCCESS);
    expect(await optOutOf(email)).toMatchObject({ email, source: 'link' });

    const again = await api(t.app, null, 'POST', '/api/unsubscribe', { email, token });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(ALREADY);
  });

  it('refuses a forged token, and records nothing', async () => {
    const email = uniqueEmail('forged');
    const token = await links.tokenFor(email);
    const forgeries = [
      tampered(token),
      token.slice(1),
      await links.tokenFor(uniqueEmail('someone-else')),
      Buffer.from(email).toString('base64url'),
    ];
    for (const forged of forgeries) {
      const response = await api(t.app, null, 'POST', '/api/unsubscribe', { email, token: forged });
      expect(response.statusCode, forged).toBe(400);
      expect(response.json()).toEqual(FAILED);
    }
    expect(await optOutOf(email)).toBeUndefined();
  });

  it('mails a typed address its signed link instead of unsubscribing it, signed in as someone else or not', async () => {
    const victim = uniqueEmail('typed');
    const stranger = await createActiveUser(t.app, t.mailer);
    const confirmation = { status: 'ConfirmationSent', message: MSG.unsubscribe.confirmationSent(victim) };
    for (const as of [null, stranger]) {
      const before = t.mailer.sent.length;
      const response = await api(t.app, as, 'POST', '/api/unsubscribe', { email: victim.toUpperCase() });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(confirmation);
      const mailed = t.mailer.sent.slice(before);
      expect(mailed.map((m) => m.to)).toEqual([victim]);
      expect(mailed[0]?.text).toContain(`${await links.pageUrl(victim)}?confirm=1`);
    }
    expect(await optOutOf(victim)).toBeUndefined();

    // What the page does with the mailed link: the token it carries unsubscribes at once.
    const link = new URL(/https?:\/\/\S+/.exec(t.mailer.lastMailTo(victim)?.text ?? '')?.[0] ?? '');
    const id = decodeURIComponent(link.pathname.replace('/unsubscribe/', ''));
    const { email, token } = parseUnsubscribeId(id);
    expect(email).toBe(victim);
    const followed = await api(t.app, null, 'POST', '/api/unsubscribe', { email, token });
    expect(followed.json()).toEqual(SUCCESS);
    expect(await optOutOf(victim)).toMatchObject({ source: 'link' });
  });

  it('answers a typed address the same whether it has an account or had already unsubscribed', async () => {
    const member = await createActiveUser(t.app, t.mailer);
    const optedOut = uniqueEmail('opted-out');
    await api(t.app, null, 'POST', '/api/unsubscribe', {
      email: optedOut,
      token: await links.tokenFor(optedOut),
    });
    for (const email of [member.email, optedOut, uniqueEmail('nobody')]) {
      const response = await api(t.app, null, 'POST', '/api/unsubscribe', { email });
      expect(response.statusCode, email).toBe(200);
      expect(response.json()).toEqual({
        status: 'ConfirmationSent',
        message: MSG.unsubscribe.confirmationSent(email),
      });
      expect(t.mailer.lastMailTo(email)?.subject).toBe('Confirm: stop Squadboard mails to this address');
    }
    expect(await optOutOf(member.email)).toBeUndefined();
  });

  it('lets a signed-in user unsubscribe their own address without a token', async () => {
    const me = await createActiveUser(t.app, t.mailer);
    const response = await api(t.app, me, 'POST', '/api/unsubscribe', { email: me.email.toUpperCase() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SUCCESS);
    expect(await optOutOf(me.email)).toMatchObject({ source: 'signed-in' });
  });

  it("answers the spec's field messages for a missing or malformed e-mail", async () => {
    const missing = await api(t.app, null, 'POST', '/api/unsubscribe', { email: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'VALIDATION',
      fields: { email: MSG.unsubscribe.emailRequired },
    });
    const invalid = await api(t.app, null, 'POST', '/api/unsubscribe', { email: 'nope' });
    expect(invalid.json()).toMatchObject({
      code: 'VALIDATION',
      fields: { email: MSG.unsubscribe.emailInvalid },
    });
  });
});

describe('POST /api/unsubscribe/one-click (RFC 8058)', () => {
  it("takes a mail client's form post with no CSRF header or cookie, and records the opt-out", async () => {
    const email = uniqueEmail('one-click');
    const url = new URL(await links.oneClickUrl(email));
    expect(`${url.origin}${url.pathname}`).toBe(`${t.config.publicUrl}/api/unsubscribe/one-click`);
    const response = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: ONE_CLICK_FORM,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SUCCESS);
    expect(await optOutOf(email)).toMatchObject({ source: 'one-click' });
  });

  it('refuses an id whose token was forged or is missing, and records nothing', async () => {
    const email = uniqueEmail('one-click-forged');
    const token = await links.tokenFor(email);
    const ids = [
      unsubscribeId(email, tampered(token)),
      unsubscribeId(email, await links.tokenFor(uniqueEmail('other'))),
      unsubscribeId(email, '').replace(/\.$/, ''),
      'not-an-id',
    ];
    for (const id of ids) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/unsubscribe/one-click?t=${encodeURIComponent(id)}`,
        payload: 'List-Unsubscribe=One-Click',
        headers: ONE_CLICK_FORM,
      });
      expect(response.statusCode, id).toBe(400);
      expect(response.json()).toEqual(FAILED);
    }
    expect(await optOutOf(email)).toBeUndefined();
  });

  it('opened in a browser (GET), sends the person to the page and unsubscribes nobody', async () => {
    const email = uniqueEmail('get');
    const url = new URL(await links.oneClickUrl(email));
    const response = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(response.statusCode).toBe(302);
    expect(`${t.config.publicUrl}${response.headers.location}`).toBe(await links.pageUrl(email));
    expect(await optOutOf(email)).toBeUndefined();
  });
});

describe('the CSRF guard around the exemption', () => {
  it('still refuses a form post to the page’s own call and to any other route', async () => {
    const me = await createActiveUser(t.app, t.mailer);
    const token = await links.tokenFor(me.email);
    const cookie = `sb_session=${me.token}`;
    const posts = [
      { url: '/api/unsubscribe', payload: `email=${encodeURIComponent(me.email)}&token=${token}` },
      { url: '/api/profile', payload: 'firstName=Mallory' },
      { url: '/api/auth/sign-out', payload: 'x=1' },
    ];
    for (const post of posts) {
      const response = await t.app.inject({
        method: 'POST',
        url: post.url,
        payload: post.payload,
        headers: { ...ONE_CLICK_FORM, cookie },
      });
      expect(response.statusCode, post.url).toBe(403);
      expect(response.json()).toMatchObject({ code: 'CSRF' });
    }
    expect(await optOutOf(me.email)).toBeUndefined();
    expect((await api(t.app, me, 'GET', '/api/auth/me')).statusCode).toBe(200);
  });

  it('exempts only form bodies on the one-click route: text/plain is still refused', async () => {
    const email = uniqueEmail('plain');
    const url = new URL(await links.oneClickUrl(email));
    const response = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.statusCode).toBe(403);
    expect(await optOutOf(email)).toBeUndefined();
  });
});

describe('what the mailer does with opt-outs, through the app', () => {
  it('an unsubscribed member gets no retro invitation; the others get it with the link and headers', async () => {
    const org = await createRetroOrg(t);
    const optedOut = await api(t.app, null, 'POST', '/api/unsubscribe', {
      email: org.member.email,
      token: await links.tokenFor(org.member.email),
    });
    expect(optedOut.json()).toEqual(SUCCESS);
    const before = t.mailer.sent.length;
    await createRetro(t, org.admin, org.squad.id, { title: 'Opt-out retro' });

    await vi.waitFor(() =>
      expect(t.mailer.lastMailTo(org.lead.email)?.subject).toBe('Retro invitation: Opt-out retro'),
    );
    const toLead = t.mailer.lastMailTo(org.lead.email);
    expect(toLead?.headers?.['List-Unsubscribe']).toContain(await links.oneClickUrl(org.lead.email));
    expect(toLead?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(toLead?.text).toContain(await links.pageUrl(org.lead.email));
    const invitations = t.mailer.sent
      .slice(before)
      .filter((m) => m.subject === 'Retro invitation: Opt-out retro');
    expect(invitations.map((m) => m.to)).not.toContain(org.member.email);
    expect(invitations.map((m) => m.to)).toContain(org.invited.email);
  });

  it('an unsubscribed address still gets its account mails (activation code)', async () => {
    const email = uniqueEmail('still-coded');
    await api(t.app, null, 'POST', '/api/unsubscribe', { email, token: await links.tokenFor(email) });
    const signUp = await api(t.app, null, 'POST', '/api/auth/sign-up', { email, password: 'Secret@123' });
    expect(signUp.statusCode).toBe(201);
    const mail = t.mailer.lastMailTo(email);
    expect(mail?.subject).toBe('Your Squadboard activation code');
    expect(mail?.headers).toBeUndefined();
    expect(mail?.text).not.toContain('/unsubscribe/');
  });
});

describe('rate limits', () => {
  it('the page’s call has the public budget per address; one-click a wider one', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_MAX: '2' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const response = await api(
          limited.app,
          null,
          'POST',
          '/api/unsubscribe',
          { email: uniqueEmail() },
          { ip: '203.0.113.9' },
        );
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);

      const oneClicks: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/unsubscribe/one-click?t=x',
          payload: 'List-Unsubscribe=One-Click',
          headers: ONE_CLICK_FORM,
          remoteAddress: '203.0.113.10',
        });
        oneClicks.push(response.statusCode);
      }
      expect(oneClicks).toEqual([400, 400, 400]);
    } finally {
      await limited.close();
    }
  });
});
