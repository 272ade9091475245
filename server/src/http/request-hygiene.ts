import { containsNul } from '@squadboard/domain';
import type { FastifyInstance } from 'fastify';
import { appError } from './app-error.ts';

// PostgreSQL cannot store U+0000 and no person types it, so a NUL anywhere in what a client sends
// is refused as bad input for every route, before any handler, query or log line sees it. Headers
// are left alone: Node's parser already refuses a NUL there.

/** `%00` anywhere in the path or query, in either case: what decodes to a NUL. */
const ENCODED_NUL = /%00/i;

export function registerRequestHygiene(app: FastifyInstance): void {
  // On the raw URL, so an unknown route (answered 404 without params) is covered too.
  app.addHook('onRequest', async (request) => {
    if (ENCODED_NUL.test(request.url)) {
      throw appError('NUL_CHARACTER');
    }
  });
  // After parsing, before validation: the decoded values whatever parser or encoding produced them.
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.body) || containsNul(request.query) || containsNul(request.params)) {
      throw appError('NUL_CHARACTER');
    }
  });
}
