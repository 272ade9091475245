import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerError } from 'smtp-server';

// A real SMTP server for tests (smtp-server, in process) on a free port: it keeps every message it
// accepts with its envelope, can insist on AUTH and refuse recipients, so the SMTP mailer is proven
// against the protocol rather than assumed. Plain SMTP only (no STARTTLS: the server's built-in
// certificate is self-signed and the client would rightly refuse it).

export interface ReceivedMail {
  /** MAIL FROM and RCPT TO, as the server saw them. */
  envelope: { from: string; to: string[] };
  /** The user the session signed in as; null without AUTH. */
  user: string | null;
  /** The message as sent, headers and body, CRLF line ends. */
  raw: string;
  /** Header values by lower-case name, unfolded and with encoded words decoded. */
  headers: Map<string, string>;
  /** The decoded text/plain and text/html parts, LF line ends; null when absent. */
  text: string | null;
  html: string | null;
}

export interface TestSmtpServerOptions {
  /** Require AUTH (PLAIN or LOGIN) with exactly these credentials before MAIL FROM. */
  auth?: { user: string; pass: string };
  /** Recipients refused with 550 at RCPT TO. */
  refuseRecipient?: (address: string) => boolean;
}

export interface TestSmtpServer {
  port: number;
  /** An SMTP_URL for this server, with `user:pass@` (percent-encoded) when credentials are given. */
  url(credentials?: { user: string; pass: string }): string;
  /** Every accepted message, in order. */
  readonly received: ReceivedMail[];
  /** Accepted messages whose envelope names `address` as a recipient. */
  mailsTo(address: string): ReceivedMail[];
  /** Failed AUTH attempts, by user name. */
  readonly refusedLogins: string[];
  close(): Promise<void>;
}

function smtpError(message: string, responseCode: number): SMTPServerError {
  return Object.assign(new Error(message), { responseCode });
}

export async function startSmtpServer(options: TestSmtpServerOptions = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const refusedLogins: string[] = [];
  const { auth, refuseRecipient } = options;

  const server = new SMTPServer({
    secure: false,
    logger: false,
    // A reverse DNS lookup of 127.0.0.1 can wait up to its 1.5 s timeout where DNS is slow.
    disableReverseLookup: true,
    disabledCommands: auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !auth,
    // AUTH over a plain connection: acceptable on loopback in a test, never in production.
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    // An upper bound only: close() returns as soon as the open connections end.
    closeTimeout: 5_000,
    onAuth(login, _session, callback) {
      if (auth && login.username === auth.user && login.password === auth.pass) {
        callback(null, { user: login.username });
        return;
      }
      refusedLogins.push(login.username ?? '');
      callback(smtpError('Invalid username or password', 535));
    },
    onRcptTo(address, _session, callback) {
      if (refuseRecipient?.(address.address)) {
        callback(smtpError(`Mailbox ${address.address} unavailable`, 550));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const { mailFrom, rcptTo } = session.envelope;
        received.push({
          envelope: { from: mailFrom ? mailFrom.address : '', to: rcptTo.map((r) => r.address) },
          user: typeof session.user === 'string' ? session.user : null,
          raw,
          ...parseMessage(raw),
        });
        callback();
      });
    },
  });

  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.server.address() as AddressInfo).port);
    });
  });

  return {
    port,
    url(credentials) {
      const login = credentials
        ? `${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.pass)}@`
        : '';
      return `smtp://${login}127.0.0.1:${port}`;
    },
    received,
    mailsTo(address) {
      const wanted = address.toLowerCase();
      return received.filter((m) => m.envelope.to.some((to) => to.toLowerCase() === wanted));
    },
    refusedLogins,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// Just enough MIME to read what the mailer sends (nodemailer's multipart/alternative with a text
// and an HTML part, quoted-printable or base64): mailparser is not a dependency.

function decodeQuotedPrintable(body: string, charset: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString(charset === 'utf-8' ? 'utf8' : 'latin1');
}

/** RFC 2047 encoded words, e.g. =?UTF-8?Q?Caf=C3=A9?= or =?UTF-8?B?Q2Fmw6k=?= */
function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' '), charset.toLowerCase()),
    );
}

function splitHeaders(entity: string): { headers: Map<string, string>; body: string } {
  const end = entity.indexOf('\r\n\r\n');
  const head = end === -1 ? entity : entity.slice(0, end);
  const body = end === -1 ? '' : entity.slice(end + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      headers.set(
        line.slice(0, colon).trim().toLowerCase(),
        decodeEncodedWords(line.slice(colon + 1).trim()),
      );
    }
  }
  return { headers, body };
}

function parameterOf(headerValue: string | undefined, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}="?([^";]+)"?`, 'i').exec(headerValue ?? '');
  return match?.[1];
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const charset = (parameterOf(headers.get('content-type'), 'charset') ?? 'utf-8').toLowerCase();
  const decoded =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body, charset)
        : body;
  return decoded.replace(/\r\n/g, '\n');
}

function leafParts(entity: string): { type: string; content: string }[] {
  const { headers, body } = splitHeaders(entity);
  const contentType = headers.get('content-type') ?? 'text/plain';
  const type = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  const boundary = parameterOf(contentType, 'boundary');
  if (type.startsWith('multipart/') && boundary) {
    const end = body.indexOf(`\r\n--${boundary}--`);
    return body
      .slice(0, end === -1 ? undefined : end)
      .split(`--${boundary}\r\n`)
      .slice(1)
      .flatMap((part) => leafParts(part.replace(/\r\n$/, '')));
  }
  return [{ type, content: decodeBody(headers, body) }];
}

export function parseMessage(raw: string): Pick<ReceivedMail, 'headers' | 'text' | 'html'> {
  const { headers } = splitHeaders(raw);
  const parts = leafParts(raw);
  return {
    headers,
    text: parts.find((p) => p.type === 'text/plain')?.content ?? null,
    html: parts.find((p) => p.type === 'text/html')?.content ?? null,
  };
}
