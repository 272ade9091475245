import type { FastifyInstance } from 'fastify';

/** POST /api/billing/webhook: Stripe's signed events (issue 18). */
export async function billingWebhookRoutes(_app: FastifyInstance): Promise<void> {}
