import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createMailOptOutsRepository } from './mail-opt-outs.repository.ts';
import { escapeHtml } from './mail-templates.ts';
import type { Mail, Mailer } from './mailer.ts';
import { createUnsubscribeLinks } from './unsubscribe-links.ts';

// The mailer every service uses. A non-essential mail (`optional: true`: notifications,
// retro invitations) is not sent to an address that unsubscribed, and otherwise carries the
// signed unsubscribe link in its footer and the List-Unsubscribe headers with RFC 8058's
// one-click POST. Account mails (codes, password reset, invitations to the organisation) leave
// `optional` unset and pass through untouched: nobody can unsubscribe from signing in.

export const FOOTER_QUESTION = "Don't want these mails from Squadboard?";

function withFooter(mail: Mail, pageUrl: string): Pick<Mail, 'text' | 'html'> {
  const text = `${mail.text}\n\n--\n${FOOTER_QUESTION} Unsubscribe: ${pageUrl}`;
  const line = `<p style="font-size: 0.85em; color: #666">${escapeHtml(FOOTER_QUESTION)} <a href="${escapeHtml(pageUrl)}">Unsubscribe</a></p>`;
  // Inside the body when the template wrote a whole document, else after the fragment.
  const html = mail.html.includes('</body>')
    ? mail.html.replace(/<\/body>(?![\s\S]*<\/body>)/, `${line}</body>`)
    : `${mail.html}\n${line}`;
  return { text, html };
}

export function withMailOptOuts(
  mailer: Mailer,
  deps: { db: Db; config: Config; log: FastifyBaseLogger },
): Mailer {
  const { config, log } = deps;
  const repo = createMailOptOutsRepository(deps.db);
  const links = createUnsubscribeLinks(deps.db, config.publicUrl);

  async function prepare(mail: Mail): Promise<Mail | null> {
    if (await repo.isOptedOut(mail.to)) {
      return null;
    }
    const [pageUrl, oneClickUrl] = await Promise.all([links.pageUrl(mail.to), links.oneClickUrl(mail.to)]);
    const mailto = `mailto:${config.contactEmail}?subject=unsubscribe`;
    return {
      ...mail,
      ...withFooter(mail, pageUrl),
      headers: {
        ...mail.headers,
        'List-Unsubscribe': `<${oneClickUrl}>, <${mailto}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }

  return {
    // The wrapped mailer keeps the record of what was actually sent.
    get sent() {
      return mailer.sent;
    },
    lastMailTo: (address) => mailer.lastMailTo(address),
    close: () => mailer.close(),
    async send(mail) {
      if (!mail.optional) {
        return mailer.send(mail);
      }
      const prepared = await prepare(mail);
      if (!prepared) {
        log.info({ to: mail.to, subject: mail.subject }, 'mail not sent: the address unsubscribed');
        return;
      }
      return mailer.send(prepared);
    },
  };
}
