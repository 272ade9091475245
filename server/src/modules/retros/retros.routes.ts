import { MSG, ZMessageResult } from '@squadboard/domain';
import {
  ZCreateRetro,
  ZMeetingInfo,
  ZRetroCalendar,
  ZRetroCalendarQuery,
  ZRetroListQuery,
  ZRetroMessageResult,
  ZRetroPage,
  ZRetroResult,
  ZRetroSprintChoices,
  ZRetroSprintQuery,
} from '@squadboard/domain/retro/retro.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC_ROUTE } from '../../http/api-module.ts';
import { RATE_WINDOW_MS } from '../../http/rate-limits.ts';
import { API_ERRORS, ZIdParams } from '../../http/route-schemas.ts';
import { callerOf } from '../auth/session.ts';

const tags = ['retros'];

/**
 * Meeting lookups are public, so each address gets a budget: enough for an office behind one
 * address to join a retro together, far too little to enumerate 10-digit meeting ids.
 */
const MEETING_LOOKUPS_PER_AUTH_BUDGET = 6;

/** Retro management: create, list, calendar, start, cancel, delete, archive, join lookup. */
export async function retrosRoutes(app: FastifyInstance): Promise<void> {
  const { retros, config } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '',
    {
      schema: {
        tags,
        summary: 'Create or schedule a retro (Super Admin, or the squad lead); mails the squad the join link',
        body: ZCreateRetro,
        response: { 201: ZRetroMessageResult, ...API_ERRORS },
      },
    },
    async (request, reply) => reply.code(201).send(await retros.create(callerOf(request), request.body)),
  );

  r.get(
    '',
    {
      schema: {
        tags,
        summary: "Active (scheduled, in progress) or archived retros of the caller's squads, 10 a page",
        querystring: ZRetroListQuery,
        response: { 200: ZRetroPage, ...API_ERRORS },
      },
    },
    async (request) => retros.list(callerOf(request), request.query),
  );

  r.get(
    '/calendar',
    {
      schema: {
        tags,
        summary: "Retros of the caller's squads planned between two UTC days (at most 62)",
        querystring: ZRetroCalendarQuery,
        response: { 200: ZRetroCalendar, ...API_ERRORS },
      },
    },
    async (request) => retros.calendar(callerOf(request), request.query),
  );

  r.get(
    '/sprints',
    {
      schema: {
        tags,
        summary:
          "The sprints a new retro of the squad may look back on (its own and the enterprise cadence's), and the one to preselect",
        querystring: ZRetroSprintQuery,
        response: { 200: ZRetroSprintChoices, ...API_ERRORS },
      },
    },
    async (request) => retros.sprintChoices(callerOf(request), request.query.squadId),
  );

  r.get(
    '/meeting/:meetingId',
    {
      config: {
        ...PUBLIC_ROUTE,
        rateLimit: { max: config.rateLimitMax * MEETING_LOOKUPS_PER_AUTH_BUDGET, timeWindow: RATE_WINDOW_MS },
      },
      schema: {
        tags,
        summary: 'Public: what the join page may know about a meeting id',
        params: z.object({ meetingId: z.string() }),
        response: { 200: ZMeetingInfo, ...API_ERRORS },
      },
    },
    async (request) => retros.meeting(request.params.meetingId, request.user ? callerOf(request) : null),
  );

  r.get(
    '/:id',
    { schema: { tags, params: ZIdParams, response: { 200: ZRetroResult, ...API_ERRORS } } },
    async (request) => ({ retro: await retros.get(callerOf(request), request.params.id) }),
  );

  r.post(
    '/:id/start',
    {
      schema: {
        tags,
        summary: 'Start a scheduled retro now (RETRO_ADMIN)',
        params: ZIdParams,
        response: { 200: ZRetroResult, ...API_ERRORS },
      },
    },
    async (request) => ({ retro: await retros.start(callerOf(request), request.params.id) }),
  );

  r.post(
    '/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a scheduled or running retro (RETRO_ADMIN)',
        params: ZIdParams,
        response: { 200: ZRetroMessageResult, ...API_ERRORS },
      },
    },
    async (request) => ({
      message: MSG.retro.cancelled,
      retro: await retros.cancel(callerOf(request), request.params.id),
    }),
  );

  r.post(
    '/:id/archive',
    {
      schema: {
        tags,
        summary: 'Archive a completed retro (RETRO_ADMIN)',
        params: ZIdParams,
        response: { 200: ZRetroMessageResult, ...API_ERRORS },
      },
    },
    async (request) => ({
      message: MSG.retro.archived,
      retro: await retros.archive(callerOf(request), request.params.id),
    }),
  );

  r.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete a retro (soft: its status becomes DELETED; RETRO_ADMIN)',
        params: ZIdParams,
        response: { 200: ZMessageResult, ...API_ERRORS },
      },
    },
    async (request) => {
      await retros.remove(callerOf(request), request.params.id);
      return { message: MSG.retro.deleted };
    },
  );
}
