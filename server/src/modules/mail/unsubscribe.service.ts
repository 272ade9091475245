import { MSG } from '@squadboard/domain';
import {
  CONFIRM_PARAM,
  parseUnsubscribeId,
  type UnsubscribeRequest,
  type UnsubscribeStatus,
} from '@squadboard/domain/notifications/unsubscribe.schema';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import type { AuthUser } from '../auth/auth.service.ts';
import type { MailOptOutsRepository, OptOutSource } from './mail-opt-outs.repository.ts';
import { unsubscribeConfirmationMail } from './mail-templates.ts';
import type { Mailer } from './mailer.ts';
import type { UnsubscribeLinks } from './unsubscribe-links.ts';

// Stopping non-essential mail to an address: with the link's signed token, one's own
// address signed in, a mail client's one-click POST, or a typed address that is mailed its link.

export type UnsubscribeService = ReturnType<typeof createUnsubscribeService>;

/** What happened to the address; the route words it (MSG.unsubscribe). */
export interface Unsubscribed {
  status: UnsubscribeStatus;
  email: string;
}

/**
 * The spec's single failure text for every refusal (a forged token, a confirmation mail that
 * could not be sent): one answer, so the endpoint tells a stranger nothing about an address.
 */
function unsubscribeFailed(): AppError {
  return new AppError('BAD_REQUEST', MSG.unsubscribe.failed);
}

export function createUnsubscribeService(deps: {
  repo: MailOptOutsRepository;
  links: UnsubscribeLinks;
  /** The opt-out aware mailer: the confirmation is an account mail, so it is sent regardless. */
  mailer: Mailer;
  log: FastifyBaseLogger;
}) {
  const { repo, links, mailer, log } = deps;

  /**
   * A typed address without the link's token: mail the address its signed link, which
   * unsubscribes when followed (conventions: where we differ). One answer whoever owns the address and whether it
   * had already unsubscribed, so the page tells a stranger nothing. An account mail (not
   * `optional`): it reaches an address that has opted out too.
   */
  async function mailConfirmation(email: string): Promise<Unsubscribed> {
    const link = new URL(await links.pageUrl(email));
    link.searchParams.set(CONFIRM_PARAM, '1');
    try {
      await mailer.send(unsubscribeConfirmationMail(email, link.toString()));
    } catch (error) {
      log.error({ err: error, to: email }, 'unsubscribe confirmation could not be sent');
      throw unsubscribeFailed();
    }
    return { status: 'ConfirmationSent', email };
  }

  async function record(email: string, source: OptOutSource): Promise<Unsubscribed> {
    return { status: (await repo.record(email, source)) ? 'Success' : 'Unsubscribed', email };
  }

  return {
    /** The unsubscribe page's call, by a visitor or the signed-in `user`. */
    async unsubscribe(user: AuthUser | null, { email, token }: UnsubscribeRequest): Promise<Unsubscribed> {
      if (token && (await links.verify(email, token))) {
        return record(email, 'link');
      }
      if (user && user.email.toLowerCase() === email) {
        return record(email, 'signed-in');
      }
      // A token that does not sign this address is a forged or mangled link, not a typed address.
      if (token) {
        throw unsubscribeFailed();
      }
      return mailConfirmation(email);
    },

    /** RFC 8058's one-click POST with the link's signed id `t`. */
    async oneClick(t: string): Promise<Unsubscribed> {
      const { email, token } = parseUnsubscribeId(t);
      if (!email || !token || !(await links.verify(email, token))) {
        throw unsubscribeFailed();
      }
      return record(email, 'one-click');
    },
  };
}
