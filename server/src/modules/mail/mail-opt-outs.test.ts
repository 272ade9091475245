import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseUnsubscribeId } from '@squadboard/domain/notifications/unsubscribe.schema';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { appSecrets } from '../../db/schema/index.ts';
import { countRows } from '../../test-support/factories.ts';
import { openTestDatabase } from '../../test-support/test-database.ts';
import { createMailOptOutsRepository } from './mail-opt-outs.repository.ts';
import { FOOTER_QUESTION, withMailOptOuts } from './mail-opt-outs.ts';
import { activationCodeMail, retroInvitationMail } from './mail-templates.ts';
import { FileOutboxMailer, type Mail } from './mailer.ts';
import { createUnsubscribeLinks } from './unsubscribe-links.ts';

// The signer and the opt-out mailer on a real database: tokens that survive a new process but not
// a change of address or a second database, and mail that honours an opt-out.

let database: DatabaseHandle;
let other: DatabaseHandle;
let dataDir: string;
const config = loadConfig({
  PUBLIC_URL: 'https://retro.example.com',
  CONTACT_EMAIL: 'help@example.com',
  LOG_LEVEL: 'silent',
});
/** What the mailer said at info level. */
const logged: unknown[][] = [];
const log = { info: (...args: unknown[]) => logged.push(args) } as unknown as FastifyBaseLogger;

beforeAll(async () => {
  [database, other] = await Promise.all([openTestDatabase(), openTestDatabase()]);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'squadboard-opt-outs-'));
});
afterAll(async () => {
  await Promise.all([database?.close(), other?.close()]);
  rmSync(dataDir, { recursive: true, force: true });
});

function optionalMail(to: string): Mail {
  return retroInvitationMail(
    to,
    {
      id: '00000000-0000-4000-8000-000000000009',
      title: 'Sprint 9',
      squadName: 'Alpha',
      status: 'SCHEDULED' as const,
      updatedAt: new Date('2029-12-01T10:00:00Z'),
      scheduledAt: new Date('2030-01-01T10:00:00Z'),
      instant: false,
      link: 'https://retro.example.com/join-retro/x',
    },
    null,
    config.mailFrom,
  );
}

describe('unsubscribe link tokens', () => {
  it('verify for their address only, whatever its case, and not once tampered with', async () => {
    const links = createUnsubscribeLinks(database.db, config.publicUrl);
    const token = await links.tokenFor('Ann@Example.com');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await links.verify('ann@example.com', token)).toBe(true);
    expect(await links.verify('ANN@EXAMPLE.COM', token)).toBe(true);
    expect(await links.verify('bob@example.com', token)).toBe(false);
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(await links.verify('ann@example.com', flipped)).toBe(false);
    expect(await links.verify('ann@example.com', token.slice(0, 20))).toBe(false);
    expect(await links.verify('ann@example.com', `${token}x`)).toBe(false);
    expect(await links.verify('ann@example.com', '')).toBe(false);
  });

  it('use one key per database, made once and kept, so every node and restart agrees', async () => {
    const first = await createUnsubscribeLinks(database.db, config.publicUrl).tokenFor('x@example.com');
    // A "second node": its own repository racing to store a key of its own loses to the first.
    const repo = createMailOptOutsRepository(database.db);
    const stored = await repo.secret('unsubscribe-link-key', 'another-candidate');
    expect(stored).not.toBe('another-candidate');
    expect(await countRows(database.db, appSecrets)).toBe(1);
    expect(await createUnsubscribeLinks(database.db, 'https://elsewhere').tokenFor('x@example.com')).toBe(
      first,
    );
    // Another installation (database) signs with another key: its links mean nothing here.
    const foreign = await createUnsubscribeLinks(other.db, config.publicUrl).tokenFor('x@example.com');
    expect(foreign).not.toBe(first);
    expect(await createUnsubscribeLinks(database.db, config.publicUrl).verify('x@example.com', foreign)).toBe(
      false,
    );
  });

  it('make page and one-click addresses whose id carries the e-mail and a valid token', async () => {
    const links = createUnsubscribeLinks(database.db, config.publicUrl);
    const page = new URL(await links.pageUrl('Zoë+news@example.org'));
    expect(page.origin).toBe('https://retro.example.com');
    const id = page.pathname.replace('/unsubscribe/', '');
    const { email, token } = parseUnsubscribeId(id);
    expect(email).toBe('zoë+news@example.org');
    expect(await links.verify(email ?? '', token ?? '')).toBe(true);
    const oneClick = new URL(await links.oneClickUrl('zoë+news@example.org'));
    expect(oneClick.pathname).toBe('/api/unsubscribe/one-click');
    expect(oneClick.searchParams.get('t')).toBe(id);
  });
});

describe('withMailOptOuts', () => {
  function mailers() {
    const outbox = new FileOutboxMailer(path.join(dataDir, `outbox-${Math.random()}`), config.mailFrom);
    return { outbox, mailer: withMailOptOuts(outbox, { db: database.db, config, log }) };
  }

  it('sends optional mail with the footer link and List-Unsubscribe headers (one-click), and the outbox records them', async () => {
    const { outbox, mailer } = mailers();
    const links = createUnsubscribeLinks(database.db, config.publicUrl);
    await mailer.send(optionalMail('Keen@Example.com'));
    const sent = mailer.lastMailTo('keen@example.com');
    expect(sent).toBe(outbox.sent.at(-1));
    const pageUrl = await links.pageUrl('keen@example.com');
    expect(sent?.text).toContain(`\n--\n${FOOTER_QUESTION} Unsubscribe: ${pageUrl}`);
    expect(sent?.html).toMatch(
      new RegExp(`<a href="${pageUrl.replace(/[.?+]/g, '\\$&')}">Unsubscribe</a></p></body></html>$`),
    );
    expect(sent?.headers).toEqual({
      'List-Unsubscribe': `<${await links.oneClickUrl('keen@example.com')}>, <mailto:help@example.com?subject=unsubscribe>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const [file] = readdirSync(outbox.dir);
    const written = JSON.parse(readFileSync(path.join(outbox.dir, file ?? ''), 'utf8'));
    expect(written.headers).toEqual(sent?.headers);
  });

  it('sends no optional mail to an address that opted out, but still its account mails, untouched', async () => {
    const { outbox, mailer } = mailers();
    await createMailOptOutsRepository(database.db).record('gone@example.com', 'link');
    await mailer.send(optionalMail('GONE@example.com'));
    expect(outbox.sent).toEqual([]);
    expect(logged.at(-1)).toEqual([
      { to: 'GONE@example.com', subject: 'Retro invitation: Sprint 9' },
      'mail not sent: the address unsubscribed',
    ]);

    const code = activationCodeMail('gone@example.com', '123456', config.publicUrl);
    await mailer.send(code);
    expect(outbox.sent).toHaveLength(1);
    expect(outbox.sent[0]).toMatchObject({ ...code, to: 'gone@example.com' });
    expect(outbox.sent[0]?.headers).toBeUndefined();
    expect(outbox.sent[0]?.text).not.toContain(FOOTER_QUESTION);
  });

  it('marks retro invitations as optional and account mails not', () => {
    expect(optionalMail('a@example.com').optional).toBe(true);
    expect(activationCodeMail('a@example.com', '123456', config.publicUrl).optional).toBeUndefined();
  });
});
