import {
  ZCalendarFeedCreated,
  ZCalendarFeedFile,
  ZCalendarFeedStatus,
} from '@squadboard/domain/calendar-feed/calendar-feed.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC_ROUTE } from '../../http/api-module.ts';
import { RATE_WINDOW_MS, rateLimitError } from '../../http/rate-limits.ts';
import { API_ERRORS } from '../../http/route-schemas.ts';
import { callerOf } from '../auth/session.ts';

const tags = ['calendar'];
/**
 * Feed reads per minute and client address, as a multiple of the sensitive endpoints' budget:
 * Google and Microsoft fetch every subscriber's feed from a few servers of theirs, so a budget
 * as tight as sign-in's would starve them. Each token has the plain budget of its own.
 */
const ADDRESS_BUDGET_FACTOR = 60;

function feedFileOf(request: FastifyRequest): string {
  const params = request.params as { file?: unknown } | undefined;
  return typeof params?.file === 'string' ? params.file : '';
}

/** /api/calendar: the signed-in person's private calendar address, and its feed. */
export async function calendarFeedRoutes(app: FastifyInstance): Promise<void> {
  const { calendarFeeds, config } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perToken = app.createRateLimit({
    max: config.rateLimitMax,
    timeWindow: RATE_WINDOW_MS,
    keyGenerator: (request) => `calendar-feed:${feedFileOf(request)}`,
  });

  r.get(
    '/feed',
    {
      schema: {
        tags,
        summary: 'Whether the caller has a calendar address, and when it was made and last read',
        response: { 200: ZCalendarFeedStatus, ...API_ERRORS },
      },
    },
    async (request) => calendarFeeds.status(callerOf(request)),
  );

  r.post(
    '/feed',
    {
      schema: {
        tags,
        summary:
          'Makes a new calendar address (the old one stops working); its URL is answered only this once',
        response: { 201: ZCalendarFeedCreated, ...API_ERRORS },
      },
    },
    async (request, reply) => reply.code(201).send(await calendarFeeds.create(callerOf(request))),
  );

  r.delete(
    '/feed',
    {
      schema: {
        tags,
        summary: 'Revokes the caller’s calendar address',
        response: { 204: z.null(), ...API_ERRORS },
      },
    },
    async (request, reply) => {
      await calendarFeeds.revoke(callerOf(request));
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/:file',
    {
      // Calendar apps read it without a cookie: the token in the path is the key.
      config: {
        ...PUBLIC_ROUTE,
        rateLimit: { max: config.rateLimitMax * ADDRESS_BUDGET_FACTOR, timeWindow: RATE_WINDOW_MS },
      },
      preHandler: async (request) => {
        const result = await perToken(request);
        if (!result.isAllowed && result.isExceeded) {
          throw rateLimitError();
        }
      },
      schema: {
        tags,
        summary:
          'The iCalendar feed (RFC 5545) of a calendar address, `<token>.ics`: the retros and sprint dates of its owner’s squads',
        params: ZCalendarFeedFile,
        produces: ['text/calendar'],
        response: { 200: z.string(), ...API_ERRORS },
      },
    },
    async (request, reply) => {
      const body = await calendarFeeds.read(request.params.file);
      return (
        reply
          .header('content-type', 'text/calendar; charset=utf-8')
          // Private to its owner: no shared cache keeps it, and a revoked address is gone at once.
          .header('cache-control', 'private, no-store')
          .send(body)
      );
    },
  );
}
