import type { FastifyInstance } from 'fastify';

/** POST /api/user/logs (issue 19). */
export async function clientLogsRoutes(_app: FastifyInstance): Promise<void> {}
