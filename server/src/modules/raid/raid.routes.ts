import { MSG, ZApiError } from '@squadboard/domain';
import {
  ZCreateRaid,
  ZRaidExportQuery,
  ZRaidItem,
  ZRaidList,
  ZRaidResult,
  ZRaidWorkItemChoices,
  ZRaidWorkItemQuery,
  ZUpdateRaid,
} from '@squadboard/domain/raid/raid.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../auth/session.ts';

const tags = ['raid'];
const errors = { '4xx': ZApiError, '5xx': ZApiError };
const ZRaidId = z.object({ id: z.uuid() });

/** The RAID register (issue 16): every signed-in member of the organisation lists, raises and edits. */
export async function raidRoutes(app: FastifyInstance): Promise<void> {
  const { raid } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '',
    {
      schema: {
        tags,
        summary: "The organisation's whole register, newest raised first",
        response: { 200: ZRaidList, ...errors },
      },
    },
    async (request) => ({ items: await raid.list(callerOf(request)) }),
  );

  r.post(
    '',
    {
      schema: {
        tags,
        summary:
          "Raise a RAID item under an Initiative or Project: status New, acronym id the parent's acronym, the type's letter and a number",
        body: ZCreateRaid,
        response: { 201: ZRaidResult, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        message: MSG.raid.created,
        item: await raid.create(callerOf(request), request.body),
      }),
  );

  r.get(
    '/work-items',
    {
      schema: {
        tags,
        summary:
          "A Dependency's choices: the work items of `type` under the Project, or under every Project of the Initiative",
        querystring: ZRaidWorkItemQuery,
        response: { 200: ZRaidWorkItemChoices, ...errors },
      },
    },
    async (request) => raid.workItemChoices(callerOf(request), request.query.parentId, request.query.type),
  );

  r.get(
    '/export.csv',
    {
      schema: {
        tags,
        summary: 'The register as CSV, with the same filters and search as the page (each optional)',
        querystring: ZRaidExportQuery,
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="raid-register.csv"')
        .send(await raid.exportCsv(callerOf(request), request.query)),
  );

  r.get(
    '/:id',
    {
      schema: { tags, summary: 'One RAID item', params: ZRaidId, response: { 200: ZRaidItem, ...errors } },
    },
    async (request) => raid.get(callerOf(request), request.params.id),
  );

  r.patch(
    '/:id',
    {
      schema: {
        tags,
        summary:
          "Save the whole form again with the status (any of the type's); a new type or parent takes a new acronym id",
        params: ZRaidId,
        body: ZUpdateRaid,
        response: { 200: ZRaidResult, ...errors },
      },
    },
    async (request) => ({
      message: MSG.raid.updated,
      item: await raid.update(callerOf(request), request.params.id, request.body),
    }),
  );
}
