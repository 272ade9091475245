import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { encodeEmailId, MSG } from '@squadboard/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type Config, loadConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { findUser, PASSWORD, uniqueEmail } from '../../test-support/factories.ts';
import { api, sessionCookieOf } from '../../test-support/request.ts';
import { startSmtpServer, type TestSmtpServer } from '../../test-support/smtp-server.ts';
import { openTestDatabase } from '../../test-support/test-database.ts';
import { retroInvitationMail } from './mail-templates.ts';

// The app as `npm start` builds it with SMTP_URL set (no mailer handed in: the composition root
// picks SMTP from the configuration), against a real SMTP server that requires AUTH. The codes a
// person types come out of the messages that server received, not from the mailer's memory.

const LOGIN = { user: 'squadboard', pass: 's3cret/with:symbols@' };

let smtp: TestSmtpServer;
let database: DatabaseHandle;
let dataDir: string;
let config: Config;
let app: FastifyInstance;

beforeAll(async () => {
  smtp = await startSmtpServer({ auth: LOGIN, refuseRecipient: (address) => address.startsWith('bounce.') });
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'squadboard-smtp-app-'));
  config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000',
    PUBLIC_URL: 'https://retro.example.com',
    SMTP_URL: smtp.url(LOGIN),
    MAIL_FROM: 'Squadboard <retro@squadboard.test>',
  });
  database = await openTestDatabase();
  app = await buildApp({ config, db: database.db, webDistDir: null });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await app?.services.mailer.close();
  await database?.close();
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The one mail `email` received since `seen` mails, and the code in it. */
function newMailTo(email: string, seen: number) {
  const mails = smtp.mailsTo(email);
  expect(mails).toHaveLength(seen + 1);
  const mail = mails[seen];
  const code = mail?.text?.match(/Your code: (\d{6})/)?.[1];
  if (!mail || !code) {
    throw new Error(`no code mailed to ${email}`);
  }
  return { mail, code };
}

describe('mail over SMTP', () => {
  it('signs up, activates and resets a password with the codes that arrived over SMTP', async () => {
    const email = uniqueEmail();

    const signUp = await api(app, null, 'POST', '/api/auth/sign-up', { email, password: PASSWORD });
    expect(signUp.statusCode).toBe(201);
    const activation = newMailTo(email, 0);
    expect(activation.mail.envelope).toEqual({ from: 'retro@squadboard.test', to: [email] });
    expect(activation.mail.user).toBe(LOGIN.user);
    expect(activation.mail.headers.get('from')).toBe('Squadboard <retro@squadboard.test>');
    expect(activation.mail.headers.get('subject')).toBe('Your Squadboard activation code');
    const link = `https://retro.example.com/activate/${encodeURIComponent(encodeEmailId(email))}`;
    expect(activation.mail.text).toContain(link);
    expect(activation.mail.html).toContain(`>${activation.code}</strong>`);
    expect(activation.mail.html).toContain(`href="${link}"`);

    const activate = await api(app, null, 'POST', '/api/auth/activate', { email, code: activation.code });
    expect(activate.statusCode).toBe(200);
    expect(sessionCookieOf(activate)).toBeTruthy();

    const forgot = await api(app, null, 'POST', '/api/auth/forgot-password', { email });
    expect(forgot.statusCode).toBe(200);
    const reset = newMailTo(email, 1);
    expect(reset.mail.headers.get('subject')).toBe('Your Squadboard password reset code');
    const newPassword = 'Changed#2024';
    const changed = await api(app, null, 'POST', '/api/auth/reset-password', {
      email,
      code: reset.code,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(changed.statusCode).toBe(200);
    const signIn = await api(app, null, 'POST', '/api/auth/sign-in', { email, password: newPassword });
    expect(signIn.statusCode).toBe(200);

    // With SMTP, nothing goes to the file outbox.
    expect(existsSync(path.join(dataDir, 'mail'))).toBe(false);
  });

  it('answers MAIL_FAILED when the SMTP server refuses the address, and keeps no account', async () => {
    const email = uniqueEmail('bounce');
    const response = await api(app, null, 'POST', '/api/auth/sign-up', { email, password: PASSWORD });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: 'MAIL_FAILED', message: MSG.activation.sendFailed });
    expect(smtp.mailsTo(email)).toEqual([]);
    expect(await findUser(database.db, email)).toBeUndefined();
  });

  it('sends List-Unsubscribe over SMTP; its one-click POST stops optional mail, not account mail', async () => {
    const email = uniqueEmail('listed');
    const invitation = () =>
      retroInvitationMail(
        email,
        {
          id: '00000000-0000-4000-8000-000000000009',
          title: 'Over SMTP',
          squadName: 'Alpha',
          status: 'SCHEDULED' as const,
          updatedAt: new Date('2029-12-01T10:00:00Z'),
          scheduledAt: new Date('2030-01-01T10:00:00Z'),
          instant: true,
          link: 'https://retro.example.com/join-retro/x',
        },
        null,
        'Squadboard <no-reply@squadboard.local>',
      );
    await app.services.mailer.send(invitation());
    const [mail] = smtp.mailsTo(email);
    expect(mail?.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = mail?.headers.get('list-unsubscribe')?.match(/^<(https:[^>]+)>, <mailto:[^>]+>$/)?.[1];
    expect(oneClick).toMatch(/^https:\/\/retro\.example\.com\/api\/unsubscribe\/one-click\?t=/);
    expect(mail?.text).toContain('https://retro.example.com/unsubscribe/');
    // The invitation's calendar part and its invite.ics, as mail clients look for them.
    expect(mail?.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(mail?.raw).toMatch(/filename=invite\.ics/);

    // What the mail client does with that header: a form post, none of the app's headers.
    const url = new URL(oneClick ?? '');
    const response = await app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.json()).toEqual({ status: 'Success', message: MSG.unsubscribe.unsubscribed });

    await app.services.mailer.send(invitation());
    expect(smtp.mailsTo(email)).toHaveLength(1);
    const signUp = await api(app, null, 'POST', '/api/auth/sign-up', { email, password: PASSWORD });
    expect(signUp.statusCode).toBe(201);
    const activation = newMailTo(email, 1);
    expect(activation.mail.headers.get('list-unsubscribe')).toBeUndefined();
  });
});
