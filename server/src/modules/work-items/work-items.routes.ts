import { MSG } from '@squadboard/domain';
import {
  ZBacklogExportQuery,
  ZBacklogPage,
  ZBacklogQuery,
  ZBulkResult,
  ZBulkWorkItemChange,
  ZChangeWorkItemStatus,
  ZCreateWorkItem,
  ZParentChoiceQuery,
  ZParentChoices,
  ZRankWorkItem,
  ZStatusConfig,
  ZStatusConfigResult,
  ZUpdateWorkItem,
  ZWorkItem,
  ZWorkItemHistory,
  ZWorkItemList,
  ZWorkItemResult,
} from '@squadboard/domain/work-items/work-item.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CSV_ROUTE_SCHEMA, sendCsv } from '../../http/csv-reply.ts';
import { API_ERRORS, ZIdParams } from '../../http/route-schemas.ts';
import { callerOf } from '../auth/session.ts';

const tags = ['work-items'];
const ZSquadId = z.object({ squadId: z.uuid() });

/** Work items and squads' backlogs. */
export async function workItemsRoutes(app: FastifyInstance): Promise<void> {
  const { workItems, backlog } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '',
    {
      schema: {
        tags,
        summary: "Create a work item: a Feature under a project (Super Admin), others in a squad's backlog",
        body: ZCreateWorkItem,
        response: { 201: ZWorkItemResult, ...API_ERRORS },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        message: MSG.workItems.created,
        item: await workItems.create(callerOf(request), request.body),
      }),
  );

  r.get(
    '/backlog',
    {
      schema: {
        tags,
        summary:
          "A page of a squad's backlog (items without a sprint) in rank order; next pages with `after`",
        querystring: ZBacklogQuery,
        response: { 200: ZBacklogPage, ...API_ERRORS },
      },
    },
    async (request) => backlog.page(callerOf(request), request.query),
  );

  r.get(
    '/backlog.csv',
    {
      schema: {
        tags,
        summary: "A squad's backlog as CSV, in rank order, with the same filters as the list",
        querystring: ZBacklogExportQuery,
        ...CSV_ROUTE_SCHEMA,
      },
    },
    async (request, reply) =>
      sendCsv(reply, 'backlog.csv', await backlog.exportCsv(callerOf(request), request.query)),
  );

  r.post(
    '/bulk',
    {
      schema: {
        tags,
        summary: 'Move many items to a sprint (or the backlog), or set their status or owner, all or none',
        body: ZBulkWorkItemChange,
        response: { 200: ZBulkResult, ...API_ERRORS },
      },
    },
    async (request) => {
      const count = await backlog.bulk(callerOf(request), request.body);
      return { message: count === 0 ? MSG.workItems.nothingChanged : MSG.workItems.updated, count };
    },
  );

  r.get(
    '/features',
    {
      schema: {
        tags,
        summary: 'The Features under a project, or under the projects of an initiative',
        querystring: z.object({ portfolioId: z.uuid() }),
        response: { 200: ZWorkItemList, ...API_ERRORS },
      },
    },
    async (request) => ({ items: await workItems.features(callerOf(request), request.query.portfolioId) }),
  );

  r.get(
    '/parent-choices',
    {
      schema: {
        tags,
        summary: 'Open items an item of `type` may sit under, matching q by title or acronym id (50 at most)',
        querystring: ZParentChoiceQuery,
        response: { 200: ZParentChoices, ...API_ERRORS },
      },
    },
    async (request) => ({
      items: await workItems.parentChoices(callerOf(request), request.query.type, request.query.q),
    }),
  );

  r.get(
    '/status-config/:squadId',
    {
      schema: {
        tags,
        summary: "A squad's status configuration (the default until it saves one)",
        params: ZSquadId,
        response: { 200: ZStatusConfig, ...API_ERRORS },
      },
    },
    async (request) => backlog.statusConfig(callerOf(request), request.params.squadId),
  );

  r.put(
    '/status-config/:squadId',
    {
      schema: {
        tags,
        summary:
          "Set a squad's statuses, their board columns and what its backlog lists (its lead or a Super Admin)",
        params: ZSquadId,
        body: ZStatusConfig,
        response: { 200: ZStatusConfigResult, ...API_ERRORS },
      },
    },
    async (request) => ({
      message: MSG.workItems.statusConfigUpdated,
      config: await backlog.saveStatusConfig(callerOf(request), request.params.squadId, request.body),
    }),
  );

  r.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One work item',
        params: ZIdParams,
        response: { 200: ZWorkItem, ...API_ERRORS },
      },
    },
    async (request) => workItems.get(callerOf(request), request.params.id),
  );

  r.patch(
    '/:id',
    {
      schema: {
        tags,
        summary: "Edit a work item's fields (Features: Super Admin only)",
        params: ZIdParams,
        body: ZUpdateWorkItem,
        response: { 200: ZWorkItemResult, ...API_ERRORS },
      },
    },
    async (request) => ({
      message: MSG.workItems.updated,
      item: await workItems.update(callerOf(request), request.params.id, request.body),
    }),
  );

  r.post(
    '/:id/status',
    {
      schema: {
        tags,
        summary: 'Move a work item to one of its allowed next statuses',
        params: ZIdParams,
        body: ZChangeWorkItemStatus,
        response: { 200: ZWorkItemResult, ...API_ERRORS },
      },
    },
    async (request) => ({
      message: MSG.workItems.statusChanged,
      item: await workItems.changeStatus(callerOf(request), request.params.id, request.body.statusId),
    }),
  );

  r.post(
    '/:id/rank',
    {
      schema: {
        tags,
        summary:
          "Move an item in its squad's backlog, right after another (or to the top); writes that item only",
        params: ZIdParams,
        body: ZRankWorkItem,
        response: { 200: ZWorkItemResult, ...API_ERRORS },
      },
    },
    async (request) => ({
      message: MSG.workItems.moved,
      item: await backlog.rank(callerOf(request), request.params.id, request.body.afterId),
    }),
  );

  r.get(
    '/:id/children',
    {
      schema: {
        tags,
        summary: "A work item's child items",
        params: ZIdParams,
        response: { 200: ZWorkItemList, ...API_ERRORS },
      },
    },
    async (request) => ({ items: await workItems.children(callerOf(request), request.params.id) }),
  );

  r.get(
    '/:id/history',
    {
      schema: {
        tags,
        summary: "A work item's history, newest first",
        params: ZIdParams,
        response: { 200: ZWorkItemHistory, ...API_ERRORS },
      },
    },
    async (request) => ({ items: await workItems.history(callerOf(request), request.params.id) }),
  );
}
