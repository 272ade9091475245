import type { FastifyInstance } from 'fastify';

/** /api/notifications (issue 19). */
export async function notificationsRoutes(_app: FastifyInstance): Promise<void> {}
