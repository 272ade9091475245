import { ZGuestJoin, ZGuestPass } from '@squadboard/domain/realtime/retro-room.events';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC_ROUTE } from '../../http/api-module.ts';
import { RATE_WINDOW_MS } from '../../http/rate-limits.ts';
import { API_ERRORS } from '../../http/route-schemas.ts';

/** Guests get a pass per join; as with meeting lookups, an office behind one address must fit. */
const GUEST_PASSES_PER_AUTH_BUDGET = 6;

/** The HTTP side of the retro room: a guest's pass. The room itself is the socket. */
export async function roomRoutes(app: FastifyInstance): Promise<void> {
  const { rooms, config } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/meeting/:meetingId/guest',
    {
      config: {
        ...PUBLIC_ROUTE,
        rateLimit: { max: config.rateLimitMax * GUEST_PASSES_PER_AUTH_BUDGET, timeWindow: RATE_WINDOW_MS },
      },
      schema: {
        tags: ['retro room'],
        summary:
          'Public: a guest pass to a retro in progress. The token goes in the socket handshake (auth.guestToken).',
        params: z.object({ meetingId: z.string().max(32) }),
        body: ZGuestJoin,
        response: { 201: ZGuestPass, ...API_ERRORS },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await rooms.guestPass(request.params.meetingId, request.body.name)),
  );
}
