import { MSG, ZMessageResult } from '@squadboard/domain';
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
import { PUBLIC_ROUTE } from '../../http/api-module.ts';
import { appError } from '../../http/app-error.ts';
import { RATE_WINDOW_MS, rateLimitError } from '../../http/rate-limits.ts';
import { API_ERRORS } from '../../http/route-schemas.ts';
import { readUploadedFile } from '../../http/upload.ts';
import { callerOf } from '../auth/session.ts';

const tags = ['profile'];

/** The uploaded picture: the form's `avatar` file, whole (≤ 5 MiB), else refused. */
async function uploadedAvatar(request: FastifyRequest): Promise<Buffer> {
  const bytes = await readUploadedFile(request, 'avatar');
  if (!bytes) {
    throw appError('AVATAR_MISSING');
  }
  return bytes;
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

/** The caller's own profile, avatar and password (prefix /api/profile). */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const { profiles, config } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '',
    {
      schema: { tags, summary: "The caller's profile", response: { 200: ZProfileResult, ...API_ERRORS } },
    },
    async (request) => ({ profile: await profiles.profileOf(callerOf(request).id) }),
  );

  r.put(
    '',
    {
      schema: { tags, body: ZProfileUpdate, response: { 200: ZProfileSaved, ...API_ERRORS } },
    },
    async (request) => ({
      message: MSG.profile.updated,
      profile: await profiles.updateProfile(callerOf(request), request.body),
    }),
  );

  r.post(
    '/first-login',
    {
      schema: {
        tags,
        summary: 'Marks the first-login profile form as done',
        response: { 200: ZProfileResult, ...API_ERRORS },
      },
    },
    async (request) => ({ profile: await profiles.completeFirstLogin(callerOf(request)) }),
  );

  r.post(
    '/avatar',
    {
      schema: {
        tags,
        summary: 'Uploads the caller’s avatar (multipart, one png or jpeg file, ≤ 5 MiB)',
        consumes: ['multipart/form-data'],
        response: { 200: ZProfileResult, ...API_ERRORS },
      },
    },
    async (request) => ({
      profile: await profiles.saveAvatar(callerOf(request), await uploadedAvatar(request)),
    }),
  );

  const limits = passwordLimits(app, config.rateLimitMax);
  r.post(
    '/password',
    {
      config: limits.config,
      preHandler: limits.perUser,
      schema: { tags, body: ZChangePassword, response: { 200: ZMessageResult, ...API_ERRORS } },
    },
    async (request) => {
      await profiles.changePassword(callerOf(request), request.body);
      return { message: MSG.password.changed };
    },
  );
}

/** Settings the browser may know before signing in (prefix /api/config). */
export async function publicConfigRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/public',
    {
      config: PUBLIC_ROUTE,
      schema: {
        tags: ['config'],
        summary: 'Settings the browser may know before signing in',
        response: { 200: ZPublicConfig },
      },
    },
    async () => ({ contactEmail: config.contactEmail }),
  );
}

/** Avatars are served by user id, beside the users module's routes (prefix /api/users). */
export async function avatarRoutes(app: FastifyInstance): Promise<void> {
  const { profiles } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/:id/avatar',
    {
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
}
