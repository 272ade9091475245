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
import { type AppServices, composeServices } from './composition-root.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { ApiModule } from './http/api-module.ts';
import { registerCompression } from './http/compression.ts';
import { registerCsrfGuard } from './http/csrf.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { createAuthRateLimits, rateLimitError } from './http/rate-limits.ts';
import { registerRequestHygiene } from './http/request-hygiene.ts';
import { OneLineRequestLog } from './http/request-log.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { sharedRateStore } from './http/shared-rate-store.ts';
import { DEFAULT_WEB_DIST, registerWebApp } from './http/web-app.ts';
import { actionRegistersRoutes } from './modules/action-registers/action-registers.routes.ts';
import { actionsRoutes } from './modules/actions/actions.routes.ts';
import { followThroughRoutes } from './modules/actions/follow-through.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { attachmentsRoutes } from './modules/attachments/attachments.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { registerSessionHook, requireSessionByDefault } from './modules/auth/session.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';
import { billingWebhookRoutes } from './modules/billing/billing-webhook.routes.ts';
import { bugReportRoutes } from './modules/bug-report/bug-report.routes.ts';
import { calendarFeedRoutes } from './modules/calendar-feed/calendar-feed.routes.ts';
import { clientLogsRoutes } from './modules/client-logs/client-logs.routes.ts';
import { commentsRoutes } from './modules/comments/comments.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { ideasRoutes } from './modules/ideas/ideas.routes.ts';
import type { Mailer } from './modules/mail/mailer.ts';
import { unsubscribeRoutes } from './modules/mail/unsubscribe.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { portfolioRoutes } from './modules/portfolio/portfolio.routes.ts';
import { avatarRoutes, profileRoutes, publicConfigRoutes } from './modules/profile/profile.routes.ts';
import { raidRoutes } from './modules/raid/raid.routes.ts';
import { raidAttachmentsRoutes } from './modules/raid/raid-attachments.routes.ts';
import { raidCommentsRoutes } from './modules/raid/raid-comments.routes.ts';
import { releasesRoutes } from './modules/releases/releases.routes.ts';
import { roomRoutes } from './modules/retro-room/room.routes.ts';
import { retroTemplatesRoutes } from './modules/retro-templates/retro-templates.routes.ts';
import { retrosRoutes } from './modules/retros/retros.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { sprintRunsRoutes } from './modules/sprints/sprint-runs.routes.ts';
import { sprintsRoutes } from './modules/sprints/sprints.routes.ts';
import { squadsRoutes } from './modules/squads/squads.routes.ts';
import { rolesRoutes, usersRoutes } from './modules/users/users.routes.ts';
import { workItemAttachmentsRoutes } from './modules/work-items/work-item-attachments.routes.ts';
import { workItemCommentsRoutes } from './modules/work-items/work-item-comments.routes.ts';
import { workItemsRoutes } from './modules/work-items/work-items.routes.ts';

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
  /** The composition root's services; built from config, db and mailer when not given. */
  services?: AppServices;
  /** Built web app to serve; null serves none. Defaults to the repository's web/dist. */
  webDistDir?: string | null;
  /** Where log lines go instead of stdout (tests read what would be logged). */
  logStream?: { write(line: string): void };
}

/** Every HTTP module and its prefix under /api. A new module adds one line here. */
const API_MODULES: [ApiModule, string][] = [
  [healthRoutes, '/health'],
  [authRoutes, '/auth'],
  [bugReportRoutes, '/bug-reports'],
  [publicConfigRoutes, '/config'],
  [usersRoutes, '/users'],
  [avatarRoutes, '/users'],
  [rolesRoutes, '/roles'],
  [profileRoutes, '/profile'],
  [squadsRoutes, '/squads'],
  [sprintsRoutes, '/sprints'],
  [sprintRunsRoutes, '/sprints'],
  [settingsRoutes, '/settings'],
  [retrosRoutes, '/retros'],
  [roomRoutes, '/retros'],
  [actionsRoutes, '/actions'],
  [followThroughRoutes, '/actions'],
  [actionRegistersRoutes, '/action-registers'],
  [portfolioRoutes, '/portfolio'],
  [workItemsRoutes, '/work-items'],
  [workItemCommentsRoutes, '/work-items'],
  [workItemAttachmentsRoutes, '/work-items'],
  [attachmentsRoutes, '/attachments'],
  [commentsRoutes, '/comments'],
  [ideasRoutes, '/ideas'],
  [raidRoutes, '/raid'],
  [raidCommentsRoutes, '/raid'],
  [raidAttachmentsRoutes, '/raid'],
  [releasesRoutes, '/releases'],
  [billingRoutes, '/billing'],
  [billingWebhookRoutes, '/billing'],
  [notificationsRoutes, '/notifications'],
  [dashboardRoutes, '/dashboard'],
  [adminRoutes, '/admin'],
  [clientLogsRoutes, '/user'],
  [retroTemplatesRoutes, '/retro-templates'],
  [unsubscribeRoutes, '/unsubscribe'],
  [calendarFeedRoutes, '/calendar'],
];

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    logController: new OneLineRequestLog(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const services =
    options.services ??
    composeServices({ config, db, log: app.log, ...(options.mailer ? { mailer: options.mailer } : {}) });
  app.decorate('services', services);

  await registerSecurityHeaders(app, config);
  await registerCompression(app);
  registerRequestHygiene(app);
  await app.register(cookie);
  // Uploads (avatars, attachments): one file per request, 5 MiB at most, read through
  // http/upload.ts, which turns a cut-off file or a broken body into 413 / 400.
  await app.register(multipart, {
    limits: { files: 1, fileSize: 5 * 1024 * 1024 },
    throwFileSizeLimit: true,
  });
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
  registerSessionHook(app, services.auth);

  const limits = createAuthRateLimits(app, config.rateLimitMax);
  await app.register(
    async (api) => {
      requireSessionByDefault(api, config);
      for (const [module, prefix] of API_MODULES) {
        await api.register(module, { prefix, limits });
      }
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, options.webDistDir === undefined ? DEFAULT_WEB_DIST : options.webDistDir);
  return app;
}
