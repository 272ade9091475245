import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A short note for the log line of the file outbox, e.g. "code 123456"; never sent. */
  summary?: string;
  /**
   * Non-essential (notifications, retro invitations): not sent to an address that unsubscribed,
   * and sent with a signed unsubscribe link and List-Unsubscribe headers. Account
   * mails (codes, password reset, invitations to the organisation) leave it unset and always go.
   */
  optional?: boolean;
  /** Extra headers for SMTP (e.g. List-Unsubscribe); the file outbox records them too. */
  headers?: Record<string, string>;
  /**
   * An iCalendar invitation (retro invitations): sent as nodemailer's icalEvent, a text/calendar
   * part and an invite.ics attachment, which Gmail, Outlook and Apple Mail offer to add.
   */
  calendar?: { method: 'REQUEST'; content: string };
}

export interface SentMail extends Mail {
  from: string;
  sentAt: Date;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** The most recent mails sent by this process (bounded), newest last; tests read codes here. */
  readonly sent: readonly SentMail[];
  lastMailTo(address: string): SentMail | undefined;
  close(): Promise<void>;
}

const KEEP_SENT = 200;

abstract class BaseMailer implements Mailer {
  readonly sent: SentMail[] = [];

  constructor(protected readonly from: string) {}

  protected abstract deliver(mail: SentMail): Promise<void>;

  async send(mail: Mail): Promise<void> {
    const sentMail: SentMail = { ...mail, from: this.from, sentAt: new Date() };
    await this.deliver(sentMail);
    this.sent.push(sentMail);
    if (this.sent.length > KEEP_SENT) {
      this.sent.shift();
    }
  }

  lastMailTo(address: string): SentMail | undefined {
    const wanted = address.toLowerCase();
    return this.sent.findLast((m) => m.to.toLowerCase() === wanted);
  }

  async close(): Promise<void> {}
}

/** Default without SMTP: one JSON file per mail in the outbox directory, plus a log line. */
export class FileOutboxMailer extends BaseMailer {
  constructor(
    readonly dir: string,
    from: string,
    private readonly log?: FastifyBaseLogger,
  ) {
    super(from);
  }

  protected async deliver(mail: SentMail): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const stamp = mail.sentAt.toISOString().replace(/[:.]/g, '-');
    const file = path.join(this.dir, `${stamp}-${randomBytes(4).toString('hex')}.json`);
    const { summary: _summary, ...content } = mail;
    await writeFile(file, `${JSON.stringify(content, null, 2)}\n`, 'utf8');
    const note = mail.summary ? ` (${mail.summary})` : '';
    this.log?.info({ file }, `mail to ${mail.to}: ${mail.subject}${note}`);
  }
}

export class SmtpMailer extends BaseMailer {
  private readonly transport: nodemailer.Transporter;

  constructor(smtpUrl: string, from: string) {
    super(from);
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  protected async deliver(mail: SentMail): Promise<void> {
    await this.transport.sendMail({
      from: mail.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      // List-Unsubscribe and List-Unsubscribe-Post on non-essential mail (mail-opt-outs.ts).
      ...(mail.headers ? { headers: mail.headers } : {}),
      ...(mail.calendar
        ? {
            icalEvent: {
              method: mail.calendar.method,
              filename: 'invite.ics',
              content: mail.calendar.content,
            },
          }
        : {}),
    });
  }

  override async close(): Promise<void> {
    this.transport.close();
  }
}

export function createMailer(
  config: { smtpUrl: string | null; dataDir: string; mailFrom: string },
  log?: FastifyBaseLogger,
): Mailer {
  if (config.smtpUrl) {
    return new SmtpMailer(config.smtpUrl, config.mailFrom);
  }
  return new FileOutboxMailer(path.join(config.dataDir, 'mail'), config.mailFrom, log);
}
