import { escapeHtml } from '../mail/mail-templates.ts';
import type { Mail } from '../mail/mailer.ts';

// The short mail that doubles a notification for people who chose it (profile settings). It is
// non-essential: `optional` lets the mailer skip addresses that unsubscribed and add the signed
// unsubscribe link and List-Unsubscribe headers.

export function notificationMail(to: string, title: string, link: string): Mail {
  const text = [
    title,
    '',
    `Open it: ${link}`,
    '',
    'You get this mail because of your notification settings.',
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">',
    `<p>${escapeHtml(title)}</p>`,
    `<p><a href="${escapeHtml(link)}">Open it</a> (${escapeHtml(link)})</p>`,
    '<p>You get this mail because of your notification settings.</p>',
    '</body></html>',
  ].join('\n');
  return { to, subject: title, text, html, optional: true, summary: `notification ${link}` };
}
