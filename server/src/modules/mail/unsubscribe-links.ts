import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { unsubscribeId } from '@squadboard/domain/notifications/unsubscribe.schema';
import type { Db } from '../../db/client.ts';
import { createMailOptOutsRepository } from './mail-opt-outs.repository.ts';

// Signed unsubscribe links. The token of an address is HMAC-SHA256 over the
// lower-cased address with a key the app makes on first use and keeps in `app_secrets`, so every
// node signs and checks alike, restarts keep old links valid, and nothing needs configuring.
// The link's {id} format is documented in domain/src/notifications/unsubscribe.schema.ts.

const KEY_NAME = 'unsubscribe-link-key';
/** Bound into what is signed, so this key's signatures can never stand for anything else. */
const PURPOSE = 'squadboard-unsubscribe:';

/** One read per database and process; a failed read is forgotten so the next use retries. */
const keys = new WeakMap<Db, Promise<Buffer>>();

function keyOf(db: Db): Promise<Buffer> {
  const known = keys.get(db);
  if (known) {
    return known;
  }
  const loading = createMailOptOutsRepository(db)
    .secret(KEY_NAME, randomBytes(32).toString('base64'))
    .then((value) => Buffer.from(value, 'base64'));
  keys.set(db, loading);
  loading.catch(() => {
    if (keys.get(db) === loading) {
      keys.delete(db);
    }
  });
  return loading;
}

function sign(key: Buffer, email: string): string {
  return createHmac('sha256', key)
    .update(PURPOSE + email.trim().toLowerCase())
    .digest('base64url');
}

export interface UnsubscribeLinks {
  /** The token that lets whoever holds it unsubscribe `email`. */
  tokenFor(email: string): Promise<string>;
  /** Whether `token` is this app's signature of `email`; compared in constant time. */
  verify(email: string, token: string): Promise<boolean>;
  /** The page a person opens: `${publicUrl}/unsubscribe/{id}`. */
  pageUrl(email: string): Promise<string>;
  /** RFC 8058's target of the one-click POST, and the page's id in it. */
  oneClickUrl(email: string): Promise<string>;
}

export function createUnsubscribeLinks(db: Db, publicUrl: string): UnsubscribeLinks {
  const idOf = async (email: string) => unsubscribeId(email, sign(await keyOf(db), email));
  return {
    async tokenFor(email) {
      return sign(await keyOf(db), email);
    },
    async verify(email, token) {
      const expected = Buffer.from(sign(await keyOf(db), email));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    async pageUrl(email) {
      return `${publicUrl}/unsubscribe/${await idOf(email)}`;
    },
    async oneClickUrl(email) {
      return `${publicUrl}/api/unsubscribe/one-click?t=${encodeURIComponent(await idOf(email))}`;
    },
  };
}
