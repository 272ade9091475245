import type { FastifyInstance } from 'fastify';

/** /api/dashboard (issue 19). */
export async function dashboardRoutes(_app: FastifyInstance): Promise<void> {}
