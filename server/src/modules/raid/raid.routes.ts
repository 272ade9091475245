import { MSG } from '@squadboard/domain';
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
import { CSV_ROUTE_SCHEMA, sendCsv } from '../../http/csv-reply.ts';
import { API_ERRORS, ZIdParams } from '../../http/route-schemas.ts';
import { callerOf } from '../auth/session.ts';

const tags = ['raid'];

/** The RAID register: every signed-in member of the organisation lists, raises and edits. */
export async function raidRoutes(app: FastifyInstance): Promise<void> {
  const { raid } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '',
    {
      schema: {
        tags,
        summary: "The organisation's whole register, newest raised first",
        response: { 200: ZRaidList, ...API_ERRORS },
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
        response: { 201: ZRaidResult, ...API_ERRORS },
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
        response: { 200: ZRaidWorkItemChoices, ...API_ERRORS },
      },
    },
    async (request) => raid.workItemChoices(callerOf(request), request.query.parentId, request.query.type),
  );

  r.get(
    '.csv',
    {
      schema: {
        tags,
        summary: 'The register as CSV, with the same filters and search as the page (each optional)',
        querystring: ZRaidExportQuery,
        ...CSV_ROUTE_SCHEMA,
      },
    },
    async (request, reply) =>
      sendCsv(reply, 'raid-register.csv', await raid.exportCsv(callerOf(request), request.query)),
  );

  r.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One RAID item',
        params: ZIdParams,
        response: { 200: ZRaidItem, ...API_ERRORS },
      },
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
        params: ZIdParams,
        body: ZUpdateRaid,
        response: { 200: ZRaidResult, ...API_ERRORS },
      },
    },
    async (request) => ({
      message: MSG.raid.updated,
      item: await raid.update(callerOf(request), request.params.id, request.body),
    }),
  );
}
