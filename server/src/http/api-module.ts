import type { FastifyInstance } from 'fastify';
import type { AuthRateLimits } from './rate-limits.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Served without a session (sign-in, the guest's meeting lookup …); say so on the route. */
    public?: boolean;
  }
}

/** Route config of an endpoint open to visitors; every other /api route needs a session. */
export const PUBLIC_ROUTE = { public: true } as const;

export interface ApiModuleOptions {
  /** The per-address and per-account budgets of the open endpoints (sign-in, codes, lookups). */
  limits: AuthRateLimits;
}

/**
 * One HTTP module: a Fastify plugin whose routes are relative to its prefix and whose services
 * come from `app.services` (the composition root). It runs inside the /api scope, where a
 * session is required unless a route says PUBLIC_ROUTE.
 */
export type ApiModule = (app: FastifyInstance, options: ApiModuleOptions) => Promise<void>;
