import { MSG } from '@squadboard/domain';
import {
  CONFIRM_PARAM,
  parseUnsubscribeId,
  type UnsubscribeResult,
  ZOneClickQuery,
  ZUnsubscribeRequest,
  ZUnsubscribeResult,
} from '@squadboard/domain/notifications/unsubscribe.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type ApiModuleOptions, PUBLIC_ROUTE } from '../../http/api-module.ts';
import { AppError } from '../../http/app-error.ts';
import { SIGNED_FORM_POST } from '../../http/csrf.ts';
import { RATE_WINDOW_MS } from '../../http/rate-limits.ts';
import { API_ERRORS } from '../../http/route-schemas.ts';
import { createMailOptOutsRepository, type OptOutSource } from './mail-opt-outs.repository.ts';
import { unsubscribeConfirmationMail } from './mail-templates.ts';
import { createUnsubscribeLinks } from './unsubscribe-links.ts';

const tags = ['unsubscribe'];
/** One-click posts per minute and address, as a multiple of the sensitive endpoints' budget. */
const ONE_CLICK_BUDGET_FACTOR = 60;

/**
 * The spec's single failure text for every refusal (a forged token, a confirmation mail that
 * could not be sent): one answer, so the endpoint tells a stranger nothing about an address.
 */
function unsubscribeFailed(): AppError {
  return new AppError('BAD_REQUEST', MSG.unsubscribe.failed);
}

/** /api/unsubscribe (issue 19): the public unsubscribe page's call and the one-click POST. */
export async function unsubscribeRoutes(app: FastifyInstance, { limits }: ApiModuleOptions): Promise<void> {
  const { db, config, mailer } = app.services;
  const { log } = app;
  const repo = createMailOptOutsRepository(db);
  const links = createUnsubscribeLinks(db, config.publicUrl);
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Mail clients post the one-click form (RFC 8058); only this plugin's routes read such a body.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  /**
   * A typed address without the link's token: mail the address its signed link, which
   * unsubscribes when followed (DESIGN §4). One answer whoever owns the address and whether it
   * had already unsubscribed, so the page tells a stranger nothing. An account mail (not
   * `optional`): it reaches an address that has opted out too.
   */
  async function mailConfirmation(email: string): Promise<UnsubscribeResult> {
    const link = new URL(await links.pageUrl(email));
    link.searchParams.set(CONFIRM_PARAM, '1');
    try {
      await mailer.send(unsubscribeConfirmationMail(email, link.toString()));
    } catch (error) {
      log.error({ err: error, to: email }, 'unsubscribe confirmation could not be sent');
      throw unsubscribeFailed();
    }
    return { status: 'ConfirmationSent', message: MSG.unsubscribe.confirmationSent(email) };
  }

  async function record(email: string, source: OptOutSource): Promise<UnsubscribeResult> {
    return (await repo.record(email, source))
      ? { status: 'Success', message: MSG.unsubscribe.unsubscribed }
      : { status: 'Unsubscribed', message: MSG.unsubscribe.alreadyUnsubscribed };
  }

  r.post(
    '',
    {
      config: { ...limits.perAddress, ...PUBLIC_ROUTE },
      preHandler: limits.perAccount('unsubscribe'),
      schema: {
        tags,
        summary:
          'Stop non-essential mail to an address: with the link’s token, or one’s own signed in; a typed address is mailed a confirmation link',
        body: ZUnsubscribeRequest,
        response: { 200: ZUnsubscribeResult, ...API_ERRORS },
      },
    },
    async (request) => {
      const { email, token } = request.body;
      if (token && (await links.verify(email, token))) {
        return record(email, 'link');
      }
      if (request.user && request.user.email.toLowerCase() === email) {
        return record(email, 'signed-in');
      }
      // A token that does not sign this address is a forged or mangled link, not a typed address.
      if (token) {
        throw unsubscribeFailed();
      }
      return mailConfirmation(email);
    },
  );

  r.post(
    '/one-click',
    {
      // Mail providers post for all their users from a few servers: a budget per address as
      // tight as sign-in's would refuse genuine one-clicks. The signature guards each request.
      config: {
        rateLimit: { max: config.rateLimitMax * ONE_CLICK_BUDGET_FACTOR, timeWindow: RATE_WINDOW_MS },
        ...PUBLIC_ROUTE,
        ...SIGNED_FORM_POST,
      },
      schema: {
        tags,
        summary: 'RFC 8058 one-click unsubscribe, posted by mail clients with the signed id',
        querystring: ZOneClickQuery,
        response: { 200: ZUnsubscribeResult, ...API_ERRORS },
      },
    },
    async (request) => {
      const { email, token } = parseUnsubscribeId(request.query.t);
      if (!email || !token || !(await links.verify(email, token))) {
        throw unsubscribeFailed();
      }
      return record(email, 'one-click');
    },
  );

  // A mail client without one-click support opens the List-Unsubscribe address in a browser:
  // send the person to the page (a GET never unsubscribes, so link scanners change nothing).
  r.get(
    '/one-click',
    {
      config: PUBLIC_ROUTE,
      schema: { tags, summary: 'Opens the unsubscribe page for a link id', querystring: ZOneClickQuery },
    },
    async (request, reply) => reply.redirect(`/unsubscribe/${encodeURIComponent(request.query.t)}`),
  );
}
