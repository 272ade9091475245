import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AppError, appError } from './app-error.ts';

// Sensitive endpoints get two budgets per minute: one per client address (the plugin's per-route
// limit) and one per account e-mail, so spreading guesses over many addresses does not help.
// The counters live in this process's memory, or in Redis when REDIS_URL is set so that every
// node counts against the same budget (redis-rate-store.ts).

export const RATE_WINDOW_MS = 60_000;

export function rateLimitError(): AppError {
  return appError('RATE_LIMITED');
}

export interface AuthRateLimits {
  /** Route `config` for the per-address budget. */
  perAddress: { rateLimit: { max: number; timeWindow: number } };
  /** Route preHandler for the per-account budget of one endpoint group. */
  perAccount(group: string): (request: FastifyRequest) => Promise<void>;
}

function emailOf(request: FastifyRequest): string | null {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.toLowerCase() : null;
}

export function createAuthRateLimits(app: FastifyInstance, max: number): AuthRateLimits {
  return {
    perAddress: { rateLimit: { max, timeWindow: RATE_WINDOW_MS } },
    perAccount(group) {
      const check = app.createRateLimit({
        max,
        timeWindow: RATE_WINDOW_MS,
        keyGenerator: (request) => `account:${group}:${emailOf(request) ?? ''}`,
      });
      return async (request) => {
        if (emailOf(request) === null) {
          return;
        }
        const result = await check(request);
        if (!result.isAllowed && result.isExceeded) {
          throw rateLimitError();
        }
      };
    },
  };
}
