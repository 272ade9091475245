import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { createClient } from 'redis';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { registerCsrfGuard } from './http/csrf.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { createAuthRateLimits, rateLimitError } from './http/rate-limits.ts';
import { redisRateStore } from './http/redis-rate-store.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { DEFAULT_WEB_DIST, registerWebApp } from './http/web-app.ts';
import { registerActionRegistersRoutes } from './modules/action-registers/action-registers.routes.ts';
import { registerActionsRoutes } from './modules/actions/actions.routes.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { type AuthService, createAuthService } from './modules/auth/auth.service.ts';
import { registerSessionHook } from './modules/auth/session.ts';
import { SessionEvents } from './modules/auth/session-events.ts';
import { createBugReportRepository } from './modules/bug-report/bug-report.repository.ts';
import { registerBugReportRoutes } from './modules/bug-report/bug-report.routes.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';
import { createMailer, type Mailer } from './modules/mail/mailer.ts';
import { registerProfileRoutes } from './modules/profile/profile.routes.ts';
import { registerRoomRoutes } from './modules/retro-room/room.routes.ts';
import { RetroEvents } from './modules/retros/retro-events.ts';
import { registerRetrosRoutes } from './modules/retros/retros.routes.ts';
import { registerSettingsRoutes } from './modules/settings/settings.routes.ts';
import { registerSprintsRoutes } from './modules/sprints/sprints.routes.ts';
import { registerSquadsRoutes } from './modules/squads/squads.routes.ts';
import { registerUsersRoutes } from './modules/users/users.routes.ts';

export interface AppServices {
  config: Config;
  db: Db;
  mailer: Mailer;
  auth: AuthService;
  sessionEvents: SessionEvents;
  retroEvents: RetroEvents;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

export interface BuildAppOptions {
  config: Config;
  db: Db;
  /** Defaults to SMTP when SMTP_URL is set, else the file outbox in `${DATA_DIR}/mail`. */
  mailer?: Mailer;
  /** Built web app to serve; null serves none. Defaults to the repository's web/dist. */
  webDistDir?: string | null;
}

/**
 * With REDIS_URL, rate-limit counters live in Redis so all nodes share one budget. If Redis is
 * briefly unreachable the limits are skipped (and the error logged) rather than refusing every
 * sign-in: availability first, as the in-memory store would be after a restart anyway.
 */
async function sharedRateStore(app: FastifyInstance, redisUrl: string | null) {
  if (!redisUrl) {
    return {};
  }
  const client = createClient({ url: redisUrl });
  client.on('error', (error: unknown) => app.log.error({ err: error }, 'redis (rate limits) error'));
  await client.connect();
  app.addHook('onClose', async () => {
    await client.close();
  });
  return { store: redisRateStore(client), skipOnError: true };
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const mailer = options.mailer ?? createMailer(config, app.log);
  const sessionEvents = new SessionEvents();
  const auth = createAuthService({
    repo: createAuthRepository(db),
    mailer,
    config,
    sessionEvents,
    log: app.log,
  });
  const retroEvents = new RetroEvents();
  app.decorate('services', { config, db, mailer, auth, sessionEvents, retroEvents });

  await registerSecurityHeaders(app, config);
  await app.register(cookie);
  // Uploads (avatars, attachments): one file per request, 5 MiB at most.
  await app.register(multipart, { limits: { files: 1, fileSize: 5 * 1024 * 1024 } });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => rateLimitError(),
    ...(await sharedRateStore(app, config.redisUrl)),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Squadboard API', version: '0.1.0' },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sb_session' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  registerCsrfGuard(app, config.allowedOrigins);
  registerSessionHook(app, auth);

  const limits = createAuthRateLimits(app, config.rateLimitMax);
  registerHealthRoutes(app, db);
  registerAuthRoutes(app, { auth, config, limits });
  registerBugReportRoutes(app, { repo: createBugReportRepository(db), limits });
  registerUsersRoutes(app);
  registerSquadsRoutes(app);
  registerSprintsRoutes(app);
  registerSettingsRoutes(app);
  registerProfileRoutes(app);
  registerRetrosRoutes(app);
  registerRoomRoutes(app);
  registerActionsRoutes(app);
  registerActionRegistersRoutes(app);

  await registerWebApp(app, options.webDistDir === undefined ? DEFAULT_WEB_DIST : options.webDistDir);
  return app;
}
