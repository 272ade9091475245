import type { FastifyInstance } from 'fastify';

/** /api/admin (issue 19). */
export async function adminRoutes(_app: FastifyInstance): Promise<void> {}
