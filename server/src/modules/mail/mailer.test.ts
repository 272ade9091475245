import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../../test-support/smtp-server.ts';
import { createMailer, FileOutboxMailer, type Mail, type Mailer, SmtpMailer } from './mailer.ts';

// The SMTP mailer against a real SMTP server (smtp-server, started here): what arrives, with
// AUTH when SMTP_URL carries credentials, and a refusal by the server as an error from send().

const FROM = 'Squadboard <no-reply@squadboard.test>';
const LOGIN = { user: 'mailer@squadboard.test', pass: 'p@ss:w/rd %1 é' };

let open: TestSmtpServer;
let guarded: TestSmtpServer;
let dataDir: string;
const mailers: Mailer[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'squadboard-mailer-'));
  [open, guarded] = await Promise.all([
    startSmtpServer({ refuseRecipient: (address) => address.startsWith('blocked') }),
    startSmtpServer({ auth: LOGIN }),
  ]);
});
afterEach(async () => {
  await Promise.all(mailers.splice(0).map((m) => m.close()));
});
afterAll(async () => {
  await Promise.all([open?.close(), guarded?.close()]);
  rmSync(dataDir, { recursive: true, force: true });
});

function smtpMailer(url: string): Mailer {
  const mailer = createMailer({ smtpUrl: url, dataDir, mailFrom: FROM });
  mailers.push(mailer);
  return mailer;
}

function mailTo(to: string, fields: Partial<Mail> = {}): Mail {
  return {
    to,
    subject: 'Your Squadboard code',
    text: 'Your code: 123456',
    html: '<p>Your code: <strong>123456</strong></p>',
    ...fields,
  };
}

describe('the SMTP mailer', () => {
  it('is what SMTP_URL chooses; without it mail goes to the outbox', () => {
    expect(smtpMailer(open.url())).toBeInstanceOf(SmtpMailer);
    expect(createMailer({ smtpUrl: null, dataDir, mailFrom: FROM })).toBeInstanceOf(FileOutboxMailer);
  });

  it('delivers a mail: envelope, sender, recipient, subject, text and HTML parts', async () => {
    const mailer = smtpMailer(open.url());
    const mail: Mail = {
      to: 'ivy.invitee@example.com',
      subject: 'Café retro — your code ✓',
      text: [
        'Welcome to Squadboard!',
        '',
        'Your code: 654321',
        // Long and not ASCII, so the part is quoted-printable with soft line breaks.
        `Enter it at https://retro.example.com/activate/${'x'.repeat(90)} — merci, Zoë.`,
      ].join('\n'),
      html: `<p>Your code: <strong>654321</strong></p><p><a href="https://retro.example.com/activate/${'x'.repeat(90)}">Zoë</a></p>`,
      summary: 'only-for-the-log-line',
    };
    await mailer.send(mail);

    const [got, ...more] = open.mailsTo('ivy.invitee@example.com');
    expect(more).toEqual([]);
    expect(got?.envelope).toEqual({ from: 'no-reply@squadboard.test', to: ['ivy.invitee@example.com'] });
    expect(got?.user).toBeNull();
    expect(got?.headers.get('from')).toBe(FROM);
    expect(got?.headers.get('to')).toBe('ivy.invitee@example.com');
    expect(got?.headers.get('subject')).toBe(mail.subject);
    expect(got?.headers.get('content-type')).toMatch(/^multipart\/alternative;/);
    expect(got?.text).toBe(mail.text);
    expect(got?.html).toBe(mail.html);
    expect(got?.raw).not.toContain('only-for-the-log-line');

    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({ to: mail.to, subject: mail.subject, from: FROM });
    expect(mailer.lastMailTo('IVY.Invitee@example.com')?.text).toBe(mail.text);
  });

  it('a recipient the server refuses is an error from send(), and only delivered mails count as sent', async () => {
    const mailer = smtpMailer(open.url());
    await expect(mailer.send(mailTo('blocked.one@example.com'))).rejects.toMatchObject({
      responseCode: 550,
    });
    await mailer.send(mailTo('fine.one@example.com'));
    await expect(mailer.send(mailTo('blocked.two@example.com'))).rejects.toThrow(/550/);

    expect(mailer.sent.map((m) => m.to)).toEqual(['fine.one@example.com']);
    expect(mailer.lastMailTo('blocked.one@example.com')).toBeUndefined();
    expect(open.mailsTo('fine.one@example.com')).toHaveLength(1);
    expect(open.received.filter((m) => m.envelope.to.some((to) => to.startsWith('blocked')))).toEqual([]);
  });

  it('signs in with the user and password of SMTP_URL, percent-encoded characters and all', async () => {
    const mailer = smtpMailer(guarded.url(LOGIN));
    await mailer.send(mailTo('with.auth@example.com'));
    const [got] = guarded.mailsTo('with.auth@example.com');
    expect(got?.user).toBe(LOGIN.user);
    expect(got?.text).toBe('Your code: 123456');
    expect(mailer.sent.map((m) => m.to)).toEqual(['with.auth@example.com']);
  });

  it('a wrong password is an error from send(), and nothing is delivered or counted as sent', async () => {
    const mailer = smtpMailer(guarded.url({ user: LOGIN.user, pass: 'wrong' }));
    await expect(mailer.send(mailTo('wrong.password@example.com'))).rejects.toMatchObject({
      code: 'EAUTH',
      responseCode: 535,
    });
    expect(guarded.refusedLogins).toContain(LOGIN.user);
    expect(guarded.mailsTo('wrong.password@example.com')).toEqual([]);
    expect(mailer.sent).toEqual([]);
  });

  it('without credentials, a server that requires AUTH refuses the mail and send() says so', async () => {
    const mailer = smtpMailer(guarded.url());
    await expect(mailer.send(mailTo('no.auth@example.com'))).rejects.toMatchObject({ responseCode: 530 });
    expect(guarded.mailsTo('no.auth@example.com')).toEqual([]);
    expect(mailer.sent).toEqual([]);
  });
});

describe('the file outbox mailer', () => {
  it('writes one JSON file per mail, without the log-only summary', async () => {
    const dir = path.join(dataDir, 'outbox');
    const mailer = new FileOutboxMailer(dir, FROM);
    await mailer.send(mailTo('outbox@example.com', { summary: 'code 123456' }));
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    const written = JSON.parse(readFileSync(path.join(dir, files[0] ?? ''), 'utf8'));
    expect(written).toMatchObject({ to: 'outbox@example.com', from: FROM, text: 'Your code: 123456' });
    expect(written).not.toHaveProperty('summary');
    expect(mailer.lastMailTo('outbox@example.com')?.summary).toBe('code 123456');
  });
});
