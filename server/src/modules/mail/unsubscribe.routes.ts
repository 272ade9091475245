import { MSG } from '@squadboard/domain';
import {
  type UnsubscribeResult,
  ZOneClickQuery,
  ZUnsubscribeRequest,
  ZUnsubscribeResult,
} from '@squadboard/domain/notifications/unsubscribe.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type ApiModuleOptions, PUBLIC_ROUTE } from '../../http/api-module.ts';
import { SIGNED_FORM_POST } from '../../http/csrf.ts';
import { RATE_WINDOW_MS } from '../../http/rate-limits.ts';
import { API_ERRORS } from '../../http/route-schemas.ts';
import type { Unsubscribed } from './unsubscribe.service.ts';

const tags = ['unsubscribe'];
/** One-click posts per minute and address, as a multiple of the sensitive endpoints' budget. */
const ONE_CLICK_BUDGET_FACTOR = 60;

/** The answer's words for what happened to the address. */
function resultOf({ status, email }: Unsubscribed): UnsubscribeResult {
  const message = {
    Success: MSG.unsubscribe.unsubscribed,
    Unsubscribed: MSG.unsubscribe.alreadyUnsubscribed,
    ConfirmationSent: MSG.unsubscribe.confirmationSent(email),
  }[status];
  return { status, message };
}

/** /api/unsubscribe: the public unsubscribe page's call and the one-click POST. */
export async function unsubscribeRoutes(app: FastifyInstance, { limits }: ApiModuleOptions): Promise<void> {
  const { config, unsubscribe } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Mail clients post the one-click form (RFC 8058); only this plugin's routes read such a body.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

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
    async (request) => resultOf(await unsubscribe.unsubscribe(request.user, request.body)),
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
    async (request) => resultOf(await unsubscribe.oneClick(request.query.t)),
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
