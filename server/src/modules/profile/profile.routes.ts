import { MSG, ZApiError, ZMessageResult } from '@squadboard/domain';
import {
  ZChangePassword,
  ZProfileResult,
  ZProfileSaved,
  ZProfileUpdate,
  ZPublicConfig,
} from '@squadboard/domain/profile/profile.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { RATE_WINDOW_MS, rateLimitError } from '../../http/rate-limits.ts';
import { callerOf, requireUser } from '../auth/session.ts';
import { storageFor } from '../storage/storage.ts';
import { createProfileRepository } from './profile.repository.ts';
import { createProfileService, type ProfileService } from './profile.service.ts';

const tags = ['profile'];
const errors = { '4xx': ZApiError, '5xx': ZApiError };

/** Reads the one uploaded file; a missing file, a non-multipart body or > 5 MiB is refused. */
async function uploadedBytes(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError('AVATAR_MISSING', 400, MSG.profile.avatarMissing);
  }
  try {
    const file = await request.file();
    if (!file) {
      throw new AppError('AVATAR_MISSING', 400, MSG.profile.avatarMissing);
    }
    return await file.toBuffer();
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('AVATAR_TOO_LARGE', 413, MSG.profile.avatarTooLarge);
    }
    throw error;
  }
}

/**
 * The password change gets the sign-in budgets: per client address (the plugin's route limit) and
 * per account (here the signed-in user, as the body carries no e-mail).
 */
function passwordLimits(app: FastifyInstance, max: number) {
  const perUser = app.createRateLimit({
    max,
    timeWindow: RATE_WINDOW_MS,
    keyGenerator: (request) => `account:change-password:${request.user?.id ?? ''}`,
  });
  return {
    config: { rateLimit: { max, timeWindow: RATE_WINDOW_MS } },
    async perUser(request: FastifyRequest) {
      const result = await perUser(request);
      if (!result.isAllowed && result.isExceeded) {
        throw rateLimitError();
      }
    },
  };
}

export function registerProfileRoutes(app: FastifyInstance): void {
  const { config, db, sessionEvents } = app.services;
  const profiles: ProfileService = createProfileService({
    repo: createProfileRepository(db),
    storage: storageFor(app),
    sessionEvents,
    log: app.log,
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireUser(config);

  r.get(
    '/api/config/public',
    {
      schema: {
        tags: ['config'],
        summary: 'Settings the browser may know before signing in',
        response: { 200: ZPublicConfig },
      },
    },
    async () => ({ contactEmail: config.contactEmail }),
  );

  r.get(
    '/api/profile',
    {
      preHandler: signedIn,
      schema: { tags, summary: "The caller's profile", response: { 200: ZProfileResult, ...errors } },
    },
    async (request) => ({ profile: await profiles.profileOf(callerOf(request).id) }),
  );

  r.put(
    '/api/profile',
    {
      preHandler: signedIn,
      schema: { tags, body: ZProfileUpdate, response: { 200: ZProfileSaved, ...errors } },
    },
    async (request) => ({
      message: MSG.profile.updated,
      profile: await profiles.updateProfile(callerOf(request), request.body),
    }),
  );

  r.post(
    '/api/profile/first-login',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Marks the first-login profile form as done',
        response: { 200: ZProfileResult, ...errors },
      },
    },
    async (request) => ({ profile: await profiles.completeFirstLogin(callerOf(request)) }),
  );

  r.post(
    '/api/profile/avatar',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Uploads the caller’s avatar (multipart, one png or jpeg file, ≤ 5 MiB)',
        consumes: ['multipart/form-data'],
        response: { 200: ZProfileResult, ...errors },
      },
    },
    async (request) => ({
      profile: await profiles.saveAvatar(callerOf(request), await uploadedBytes(request)),
    }),
  );

  r.get(
    '/api/users/:id/avatar',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'A user’s avatar image (same organisation only)',
        params: z.object({ id: z.string().max(64) }),
        querystring: z.object({ v: z.string().max(512).optional() }),
      },
    },
    async (request, reply) => {
      const file = await profiles.avatarOf(callerOf(request), request.params.id);
      // The address carries the key (?v=…), so a versioned address never changes content; an
      // unversioned or outdated one must be checked again each time.
      const versioned = request.query.v === file.key;
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', versioned ? 'private, max-age=31536000, immutable' : 'private, no-cache')
        .header('content-disposition', 'inline')
        .send(file.bytes);
    },
  );

  const limits = passwordLimits(app, config.rateLimitMax);
  r.post(
    '/api/profile/password',
    {
      config: limits.config,
      preHandler: [signedIn, limits.perUser],
      schema: { tags, body: ZChangePassword, response: { 200: ZMessageResult, ...errors } },
    },
    async (request) => {
      await profiles.changePassword(callerOf(request), request.body);
      return { message: MSG.password.changed };
    },
  );
}
