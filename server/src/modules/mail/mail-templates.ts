import { encodeEmailId, LIMITS } from '@squadboard/domain';
import { INVITATION_TTL_DAYS } from '@squadboard/domain/auth/sign-up.rules';
import { type RetroEvent, retroInvitationCalendar } from '../calendar-feed/calendar-ics.ts';
import type { Mail } from './mailer.ts';

// Plain text and a light HTML twin; every interpolated value is escaped.

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function layout(paragraphs: string[]): string {
  const body = paragraphs.map((p) => `<p>${p}</p>`).join('\n');
  return `<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">${body}</body></html>`;
}

function codeMail(to: string, subject: string, intro: string, code: string, link: string | null): Mail {
  const minutes = LIMITS.codeTtlMinutes;
  const text = [
    intro,
    '',
    `Your code: ${code}`,
    '',
    `The code expires in ${minutes} minutes.${link ? ` Enter it at ${link}` : ''}`,
    "If you didn't ask for this, you can ignore this mail.",
  ].join('\n');
  const html = layout([
    escapeHtml(intro),
    `Your code: <strong style="font-size: 1.4em; letter-spacing: 0.2em">${escapeHtml(code)}</strong>`,
    `The code expires in ${minutes} minutes.${link ? ` Enter it at <a href="${escapeHtml(link)}">${escapeHtml(link)}</a>` : ''}`,
    "If you didn't ask for this, you can ignore this mail.",
  ]);
  return { to, subject, text, html, summary: `code ${code}` };
}

export function activationCodeMail(to: string, code: string, publicUrl: string): Mail {
  const link = `${publicUrl}/activate/${encodeURIComponent(encodeEmailId(to))}`;
  return codeMail(
    to,
    'Your Squadboard activation code',
    'Welcome to Squadboard! Use this code to activate your account.',
    code,
    link,
  );
}

export function resetCodeMail(to: string, code: string): Mail {
  return codeMail(
    to,
    'Your Squadboard password reset code',
    'Use this code to choose a new password for your Squadboard account.',
    code,
    null,
  );
}

/**
 * /sign-up?id={base64 e-mail}&token={invitation token}: the e-mail prefills the form (spec 000
 * §2), the token is what lets the sign-up claim the invited account.
 */
export function invitationLink(publicUrl: string, email: string, token: string): string {
  const id = encodeURIComponent(encodeEmailId(email));
  return `${publicUrl}/sign-up?id=${id}&token=${encodeURIComponent(token)}`;
}

export function invitationMail(
  to: string,
  publicUrl: string,
  token: string,
  from: { inviterName?: string | null; companyName?: string | null } = {},
): Mail {
  const link = invitationLink(publicUrl, to, token);
  const who = from.inviterName ? `${from.inviterName} has` : 'You have been';
  const where = from.companyName ? ` to ${from.companyName} on Squadboard` : ' to Squadboard';
  const intro = from.inviterName ? `${who} invited you${where}.` : `${who} invited${where}.`;
  const expiry = `The link works once, for ${INVITATION_TTL_DAYS} days. If it has expired, ask for a new invitation.`;
  const text = [intro, '', `Choose your password to get started: ${link}`, '', expiry].join('\n');
  const html = layout([
    escapeHtml(intro),
    `<a href="${escapeHtml(link)}">Choose your password to get started</a>`,
    escapeHtml(expiry),
  ]);
  return { to, subject: 'You are invited to Squadboard', text, html, summary: `link ${link}` };
}

/** The date and time a retro is planned for, in the recipient's time zone (UTC when unknown). */
function retroWhen(at: Date, timeZone: string | null): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: zone,
      timeZoneName: 'short',
    }).format(at);
  try {
    return format(timeZone ?? 'UTC');
  } catch {
    // A time zone this runtime does not know: fall back rather than lose the invitation.
    return format('UTC');
  }
}

/**
 * The invitation carries the retro as an .ics (METHOD:REQUEST) with the UID the calendar feed
 * gives it, so a calendar holding both shows it once.
 */
export function retroInvitationMail(
  to: string,
  retro: Omit<RetroEvent, 'endedAt'> & { instant: boolean },
  timeZone: string | null,
  /** The sender, 'Name <address>': the event's ORGANIZER, which an invitation (REQUEST) needs. */
  organizer: string,
): Mail {
  const intro = `You are invited to the retrospective "${retro.title}" of ${retro.squadName}.`;
  const whenLine = retro.instant
    ? 'It has started: join now.'
    : `When: ${retroWhen(retro.scheduledAt, timeZone)}`;
  const text = [intro, '', whenLine, '', `Join the retro: ${retro.link}`].join('\n');
  const html = layout([
    escapeHtml(intro),
    escapeHtml(whenLine),
    `<a href="${escapeHtml(retro.link)}">Join the retro</a> (${escapeHtml(retro.link)})`,
  ]);
  // Non-essential: an address that unsubscribed gets none, the others get the unsubscribe link.
  return {
    to,
    subject: `Retro invitation: ${retro.title}`,
    text,
    html,
    summary: `link ${retro.link}`,
    optional: true,
    calendar: {
      method: 'REQUEST',
      content: retroInvitationCalendar({ ...retro, endedAt: null }, to, organizer),
    },
  };
}

/**
 * The confirmation asked for on the unsubscribe page with a typed address (conventions: where we differ): only the
 * mailbox's owner can follow the signed link, so nobody can unsubscribe someone else's address.
 */
export function unsubscribeConfirmationMail(to: string, link: string): Mail {
  const intro = `Someone asked on the Squadboard unsubscribe page to stop notification and retro invitation mails to ${to}.`;
  const action = 'Follow this link to unsubscribe this address:';
  const ignore = "If you didn't ask for this, ignore this mail: nothing changes.";
  const text = [intro, '', action, link, '', ignore].join('\n');
  const html = layout([
    escapeHtml(intro),
    `${escapeHtml(action)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`,
    escapeHtml(ignore),
  ]);
  return {
    to,
    subject: 'Confirm: stop Squadboard mails to this address',
    text,
    html,
    summary: 'unsubscribe link',
  };
}
