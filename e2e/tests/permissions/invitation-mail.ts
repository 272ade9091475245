import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

/**
 * The sign-up link of the newest invitation mailed to `address` (read from the server's file
 * outbox); with `unlike`, waits for a link other than that one (a resent invitation).
 */
export async function invitationLinkFor(address: string, unlike?: string): Promise<string> {
  const dir = join(process.env.E2E_DATA_DIR ?? '', 'mail');
  let link = '';
  await expect
    .poll(async () => {
      const files = await readdir(dir).catch(() => [] as string[]);
      let newest = '';
      link = '';
      for (const file of files.filter((f) => f.endsWith('.json'))) {
        const mail = JSON.parse(await readFile(join(dir, file), 'utf8')) as OutboxMail;
        if (
          mail.to.toLowerCase() === address.toLowerCase() &&
          mail.subject === 'You are invited to Squadboard' &&
          mail.sentAt >= newest
        ) {
          newest = mail.sentAt;
          link = mail.text.match(/(https?:\/\/\S+\/sign-up\?id=\S+)/)?.[1] ?? '';
        }
      }
      return link !== '' && link !== unlike;
    })
    .toBe(true);
  return link;
}
