import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

/** Mails the server wrote to its file outbox (DATA_DIR/mail), oldest first. */
async function mailsTo(address: string): Promise<OutboxMail[]> {
  const dir = join(process.env.E2E_DATA_DIR ?? '', 'mail');
  const files = await readdir(dir).catch(() => [] as string[]);
  const mails: OutboxMail[] = [];
  for (const file of files.filter((f) => f.endsWith('.json'))) {
    const mail = JSON.parse(await readFile(join(dir, file), 'utf8')) as OutboxMail;
    if (mail.to.toLowerCase() === address.toLowerCase()) {
      mails.push(mail);
    }
  }
  return mails.sort((a, b) => a.sentAt.localeCompare(b.sentAt));
}

/** The 6-digit code of the newest mail to `address`, waiting for the server to write it. */
export async function latestCode(address: string, after = 0): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const mails = await mailsTo(address);
      const newest = mails.length > after ? mails.at(-1) : undefined;
      code = newest?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

export async function mailCount(address: string): Promise<number> {
  return (await mailsTo(address)).length;
}

/** The newest link to this app's `path…` in a mail to `address`, waiting for the server to write it. */
export async function latestLink(address: string, path: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const pattern = new RegExp(`https?://[^\\s]+${path}[^\\s]*`);
      link = (await mailsTo(address)).at(-1)?.text.match(pattern)?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}
