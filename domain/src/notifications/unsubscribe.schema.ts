import { z } from 'zod';
import { ZEmail } from '../auth/auth.schema.ts';
import { decodeEmailId, encodeEmailId } from '../common/email-id.ts';

// Unsubscribe (spec 001 §2.2, §7): the page's call, its answer, and the {id} of the
// link every non-essential mail carries.
//
// The {id} is `<e-mail as base64url>.<token>`: the spec's "encoded e-mail", so the page can fill
// its field from the address alone, followed by the token, the server's HMAC-SHA256 signature
// of the lower-cased e-mail (base64url). The token is what lets a visitor unsubscribe that one
// address; the e-mail part alone proves nothing. An {id} without a token (an older link, or one
// typed by hand) still fills the field, and then only the owner of the address, signed in, may
// unsubscribe it.

/** Long enough for any token the server makes, short enough to refuse junk before any work. */
const TOKEN_MAX = 128;

export const ZUnsubscribeToken = z.string().trim().min(1).max(TOKEN_MAX);

/** POST /api/unsubscribe. */
export const ZUnsubscribeRequest = z.object({
  email: ZEmail,
  /** The signature from the link's {id}; absent when the page was opened without one. */
  token: ZUnsubscribeToken.optional(),
});
export type UnsubscribeRequest = z.infer<typeof ZUnsubscribeRequest>;

/**
 * The spec's statuses, a new opt-out or one that was already recorded, and ours for an address
 * typed without the link's token: a confirmation link was mailed to it (conventions: where we differ). That answer
 * is the same whether or not the address has an account or had already unsubscribed.
 */
export const UNSUBSCRIBE_STATUSES = ['Success', 'Unsubscribed', 'ConfirmationSent'] as const;
export type UnsubscribeStatus = (typeof UNSUBSCRIBE_STATUSES)[number];

export const ZUnsubscribeResult = z.object({
  status: z.enum(UNSUBSCRIBE_STATUSES),
  message: z.string(),
});
export type UnsubscribeResult = z.infer<typeof ZUnsubscribeResult>;

/** POST /api/unsubscribe/one-click?t={id} (RFC 8058, sent by mail clients). */
export const ZOneClickQuery = z.object({ t: z.string().max(1024) });

/** The query flag of the link mailed to confirm a typed address: the page unsubscribes on opening. */
export const CONFIRM_PARAM = 'confirm';

function toBase64Url(base64: string): string {
  return base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The link's {id} for an e-mail and the token the server made for it. */
export function unsubscribeId(email: string, token: string): string {
  return `${toBase64Url(encodeEmailId(email.trim().toLowerCase()))}.${token}`;
}

/**
 * Reads an {id}: the e-mail (null when it does not decode to one) and the token (null when the
 * id carries none). Standard or URL-safe base64 both decode, so older links still fill the field.
 */
export function parseUnsubscribeId(id: string): { email: string | null; token: string | null } {
  const dot = id.indexOf('.');
  const emailPart = dot === -1 ? id : id.slice(0, dot);
  const tokenPart = dot === -1 ? '' : id.slice(dot + 1);
  const token = ZUnsubscribeToken.safeParse(tokenPart);
  return { email: decodeEmailId(emailPart), token: token.success ? token.data : null };
}
