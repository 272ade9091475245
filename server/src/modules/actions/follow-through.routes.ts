import { ZFollowThrough, ZFollowThroughQuery } from '@squadboard/domain/actions/follow-through.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ERRORS } from '../../http/route-schemas.ts';
import { callerOf } from '../auth/session.ts';

const tags = ['actions'];

/** /api/actions/follow-through: how a squad's retro actions were followed through. */
export async function followThroughRoutes(app: FastifyInstance): Promise<void> {
  const { followThrough } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/follow-through',
    {
      schema: {
        tags,
        summary:
          "A squad's actions done by the next retro (N of M) for its last six ended retros, and those open across two retros or more",
        querystring: ZFollowThroughQuery,
        response: { 200: ZFollowThrough, ...API_ERRORS },
      },
    },
    async (request) => followThrough.ofSquad(callerOf(request), request.query.squadId),
  );
}
