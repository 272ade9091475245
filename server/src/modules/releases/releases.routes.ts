import { MSG, ZMessageResult } from '@squadboard/domain';
import {
  ZCreateRelease,
  ZReleaseDashboard,
  ZReleaseList,
  ZReleaseListQuery,
  ZReleaseNames,
  ZReleaseNamesQuery,
  ZReleaseResult,
  ZUpdateRelease,
} from '@squadboard/domain/releases/release.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ERRORS, ZIdParams } from '../../http/route-schemas.ts';
import { callerOf } from '../auth/session.ts';

const tags = ['releases'];

/**
 * Release plans: every signed-in member of the organisation reads them; a Super Admin
 * or a Squad Admin creates, edits, completes and deletes (else 403 RELEASE_FORBIDDEN).
 */
export async function releasesRoutes(app: FastifyInstance): Promise<void> {
  const { releases } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '',
    {
      schema: {
        tags,
        summary:
          "The organisation's releases, newest first: one initiative's or all; no status shows Scheduled, In Progress and At Risk. Deleted ones never",
        querystring: ZReleaseListQuery,
        response: { 200: ZReleaseList, ...API_ERRORS },
      },
    },
    async (request) => releases.list(callerOf(request), request.query),
  );

  r.post(
    '',
    {
      schema: {
        tags,
        summary:
          'Create a release of an Initiative (status Scheduled and milestone None unless sent); a name already used in the initiative is 409 RELEASE_NAME_TAKEN',
        body: ZCreateRelease,
        response: { 201: ZReleaseResult, ...API_ERRORS },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        message: MSG.releases.created,
        release: await releases.create(callerOf(request), request.body),
      }),
  );

  r.get(
    '/names',
    {
      schema: {
        tags,
        summary:
          "The names of the live releases of the project's initiative, by name: a work item's release version suggestions",
        querystring: ZReleaseNamesQuery,
        response: { 200: ZReleaseNames, ...API_ERRORS },
      },
    },
    async (request) => ({ names: await releases.names(callerOf(request), request.query.projectId) }),
  );

  r.patch(
    '/:id',
    {
      schema: {
        tags,
        summary:
          "Save the row's edit; a rename also renames the release in the release versions of the initiative's work items",
        params: ZIdParams,
        body: ZUpdateRelease,
        response: { 200: ZReleaseResult, ...API_ERRORS },
      },
    },
    async (request) => ({
      message: MSG.releases.updated,
      release: await releases.update(callerOf(request), request.params.id, request.body),
    }),
  );

  r.post(
    '/:id/complete',
    {
      schema: {
        tags,
        summary: 'Mark the release Completed',
        params: ZIdParams,
        response: { 200: ZReleaseResult, ...API_ERRORS },
      },
    },
    async (request) => ({
      message: MSG.releases.updated,
      release: await releases.complete(callerOf(request), request.params.id),
    }),
  );

  r.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete the release (soft: status Deleted; its name may be used again)',
        params: ZIdParams,
        response: { 200: ZMessageResult, ...API_ERRORS },
      },
    },
    async (request) => {
      await releases.remove(callerOf(request), request.params.id);
      return { message: MSG.releases.deleted };
    },
  );

  r.get(
    '/:id/dashboard',
    {
      schema: {
        tags,
        summary:
          "The release dashboard: the epics, stories and bugs of the initiative's projects naming the release (of squads the caller may see), their counts by squad and stage, and the stages at risk",
        params: ZIdParams,
        response: { 200: ZReleaseDashboard, ...API_ERRORS },
      },
    },
    async (request) => releases.dashboard(callerOf(request), request.params.id),
  );
}
