import type { FastifyInstance } from 'fastify';

/** Plans and payment (issue 18): built by the billing module's routes. */
export async function billingRoutes(_app: FastifyInstance): Promise<void> {}
