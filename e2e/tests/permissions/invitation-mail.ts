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

/** The sign-up link of the invitation mailed to `address` (read from the server's file outbox). */
export async function invitationLinkFor(address: string): Promise<string> {
  const dir = join(process.env.E2E_DATA_DIR ?? '', 'mail');
  let link = '';
  await expect
    .poll(async () => {
      const files = await readdir(dir).catch(() => [] as string[]);
      for (const file of files.filter((f) => f.endsWith('.json'))) {
        const mail = JSON.parse(await readFile(join(dir, file), 'utf8')) as OutboxMail;
        if (
          mail.to.toLowerCase() === address.toLowerCase() &&
          mail.subject === 'You are invited to Squadboard'
        ) {
          link = mail.text.match(/(https?:\/\/\S+\/sign-up\?id=\S+)/)?.[1] ?? '';
        }
      }
      return link;
    })
    .toMatch(/\/sign-up\?id=/);
  return link;
}
