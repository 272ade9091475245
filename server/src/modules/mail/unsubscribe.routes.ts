import type { FastifyInstance } from 'fastify';

/** /api/unsubscribe (issue 19): the public unsubscribe page's call and the one-click POST. */
export async function unsubscribeRoutes(_app: FastifyInstance): Promise<void> {}
