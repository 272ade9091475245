import { MSG } from '@squadboard/domain';
import {
  ZReleaseNotification,
  ZSaveSettings,
  ZSaveSettingsResult,
  ZSettingsResult,
} from '@squadboard/domain/settings/settings.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ERRORS } from '../../http/route-schemas.ts';
import { callerOf } from '../auth/session.ts';

const tags = ['settings'];

/** Company settings (spec 000 configuration area "Settings"): Super Admin only. */
export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const { settings } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '',
    {
      schema: {
        tags,
        summary: "The organisation's working hours, currency and notification settings",
        response: { 200: ZSettingsResult, ...API_ERRORS },
      },
    },
    async (request) => ({ settings: await settings.get(callerOf(request)) }),
  );

  r.put(
    '',
    {
      schema: {
        tags,
        summary: 'Save working hours and currency (201 the first time, 200 afterwards)',
        body: ZSaveSettings,
        response: { 200: ZSaveSettingsResult, 201: ZSaveSettingsResult, ...API_ERRORS },
      },
    },
    async (request, reply) => {
      const saved = await settings.save(callerOf(request), request.body);
      return reply.code(saved.created ? 201 : 200).send({
        message: saved.created ? MSG.settings.created : MSG.settings.updated,
        settings: saved.settings,
      });
    },
  );

  r.put(
    '/notifications',
    {
      schema: {
        tags,
        summary: 'Turn release-tagging notifications on or off',
        body: ZReleaseNotification,
        response: { 200: ZSettingsResult, ...API_ERRORS },
      },
    },
    async (request) => ({
      settings: await settings.setReleaseNotification(callerOf(request), request.body.releaseNotification),
    }),
  );
}
