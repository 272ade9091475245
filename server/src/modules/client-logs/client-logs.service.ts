import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';

// Issue 19: errors the web app reports (spec `api/user/logs`). Built by the client-logs module.

export type ClientLogsService = ReturnType<typeof createClientLogsService>;

export function createClientLogsService(_deps: { db: Db; log: FastifyBaseLogger }) {
  return {};
}
