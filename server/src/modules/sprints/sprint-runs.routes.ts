import type { FastifyInstance } from 'fastify';

// STUB (issue 15): GET /plan, POST /:id/start, POST /:id/complete, GET /board, GET /past.
export async function sprintRunsRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
