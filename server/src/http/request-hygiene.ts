import { containsNul } from '@squadboard/domain';
import type { FastifyInstance } from 'fastify';
import { appError } from './app-error.ts';

// PostgreSQL cannot store U+0000 and no person types it, so a NUL anywhere in what a client sends
// is refused as bad input for every route, before any handler, query or log line sees it. Headers
// are left alone: Node's parser already refuses a NUL there.

/** `%00` anywhere in the path or query, in either case: what decodes to a NUL. */
const ENCODED_NUL = /%00/i;

export function registerRequestHygiene(app: FastifyInstance): void {
  // On the raw URL, so an unknown route (answered 404 without params) is covered too. Both hooks
  // are synchronous: they read what is already in memory.
  app.addHook('onRequest', (request, _reply, done) => {
    done(ENCODED_NUL.test(request.url) ? appError('NUL_CHARACTER') : undefined);
  });
  // After parsing, before validation: the decoded values whatever parser or encoding produced them.
  app.addHook('preValidation', (request, _reply, done) => {
    const nul = containsNul(request.body) || containsNul(request.query) || containsNul(request.params);
    done(nul ? appError('NUL_CHARACTER') : undefined);
  });
}
