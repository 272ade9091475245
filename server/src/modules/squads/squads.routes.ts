import { MSG, ZMessageResult } from '@squadboard/domain';
import {
  ZCreateSquad,
  ZSquad,
  ZSquadChoices,
  ZSquadListQuery,
  ZSquadOptions,
  ZSquadPage,
  ZSquadResult,
  ZUpdateSquad,
} from '@squadboard/domain/squads/squads.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ERRORS, ZIdParams } from '../../http/route-schemas.ts';
import { callerOf } from '../auth/session.ts';

const tags = ['squads'];

/** Squads: list, create, edit, delete; what a caller sees and may do follows their role. */
export async function squadsRoutes(app: FastifyInstance): Promise<void> {
  const { squads } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '',
    {
      schema: {
        tags,
        summary: "The caller's squads (Super Admin: all of the organisation), 20 a page",
        querystring: ZSquadListQuery,
        response: { 200: ZSquadPage, ...API_ERRORS },
      },
    },
    async (request) => squads.list(callerOf(request), request.query),
  );

  r.get(
    '/choices',
    {
      schema: {
        tags,
        summary:
          'Every squad the caller sees, by name, with what they may do in it: the one answer of every squad picker',
        response: { 200: ZSquadChoices, ...API_ERRORS },
      },
    },
    async (request) => squads.choices(callerOf(request)),
  );

  r.get(
    '/options',
    {
      schema: {
        tags,
        summary: 'Lead and member candidates and the plan limit, for the squad dialogs',
        response: { 200: ZSquadOptions, ...API_ERRORS },
      },
    },
    async (request) => squads.options(callerOf(request)),
  );

  r.get(
    '/:id',
    {
      schema: { tags, params: ZIdParams, response: { 200: z.object({ squad: ZSquad }), ...API_ERRORS } },
    },
    async (request) => ({ squad: await squads.get(callerOf(request), request.params.id) }),
  );

  r.post(
    '',
    {
      schema: {
        tags,
        summary: 'Create a squad (Super Admin)',
        body: ZCreateSquad,
        response: { 201: ZSquadResult, ...API_ERRORS },
      },
    },
    async (request, reply) => {
      const squad = await squads.create(callerOf(request), request.body);
      return reply.code(201).send({ message: MSG.squads.created, squad });
    },
  );

  r.patch(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Change a squad (Super Admin: everything; its lead: the members)',
        params: ZIdParams,
        body: ZUpdateSquad,
        response: { 200: ZSquadResult, ...API_ERRORS },
      },
    },
    async (request) => ({
      message: MSG.squads.updated,
      squad: await squads.update(callerOf(request), request.params.id, request.body),
    }),
  );

  r.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete a squad (Super Admin)',
        params: ZIdParams,
        response: { 200: ZMessageResult, ...API_ERRORS },
      },
    },
    async (request) => {
      await squads.remove(callerOf(request), request.params.id);
      return { message: MSG.squads.deleted };
    },
  );
}
