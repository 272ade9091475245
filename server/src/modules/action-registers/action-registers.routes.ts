import { MSG } from '@squadboard/domain';
import {
  ZItemCommentList,
  ZRegisterItemListQuery,
  ZRegisterItemPage,
  ZRegisterItemResult,
  ZRegisterListQuery,
  ZRegisterPage,
  ZRegisterResult,
  ZRegisterStatusChange,
  ZSaveActionRegister,
  ZSaveActionRegisterItem,
} from '@squadboard/domain/action-registers/action-register.schema';
import { ZMessageResult } from '@squadboard/domain/common/results';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ERRORS, ZIdParams, zIdParamsWith } from '../../http/route-schemas.ts';
import { callerOf } from '../auth/session.ts';

const tags = ['action-registers'];
const ZItemId = zIdParamsWith('itemId');

/** Project action registers: the Actions page's Project view. */
export async function actionRegistersRoutes(app: FastifyInstance): Promise<void> {
  const { actionRegisters } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '',
    {
      schema: {
        tags,
        summary: "The organisation's registers with the filter's statuses (All hides Archive), newest first",
        querystring: ZRegisterListQuery,
        response: { 200: ZRegisterPage, ...API_ERRORS },
      },
    },
    async (request) => actionRegisters.list(callerOf(request), request.query),
  );

  r.post(
    '',
    {
      schema: {
        tags,
        summary: 'Create a register',
        body: ZSaveActionRegister,
        response: { 201: ZRegisterResult, ...API_ERRORS },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        message: MSG.actionRegisters.created,
        actionRegister: await actionRegisters.create(callerOf(request), request.body),
      }),
  );

  r.patch(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Edit a register (its owner, its creator or a Super Admin)',
        params: ZIdParams,
        body: ZSaveActionRegister,
        response: { 200: ZRegisterResult, ...API_ERRORS },
      },
    },
    async (request) => ({
      message: MSG.actionRegisters.updated,
      actionRegister: await actionRegisters.update(callerOf(request), request.params.id, request.body),
    }),
  );

  r.post(
    '/:id/status',
    {
      schema: {
        tags,
        summary: 'Archive or delete (soft) a register',
        params: ZIdParams,
        body: ZRegisterStatusChange,
        response: { 200: ZMessageResult, ...API_ERRORS },
      },
    },
    async (request) => ({
      message: await actionRegisters.changeStatus(callerOf(request), request.params.id, request.body),
    }),
  );

  r.get(
    '/:id/items',
    {
      schema: {
        tags,
        summary:
          "A page of a register's action items (search, filter; next pages with `after`), each with its comment count",
        params: ZIdParams,
        querystring: ZRegisterItemListQuery,
        response: { 200: ZRegisterItemPage, ...API_ERRORS },
      },
    },
    async (request) => actionRegisters.items(callerOf(request), request.params.id, request.query),
  );

  r.get(
    '/:id/items/:itemId/comments',
    {
      schema: {
        tags,
        summary: "An action item's comments, oldest first (loaded when the item is opened)",
        params: ZItemId,
        response: { 200: ZItemCommentList, ...API_ERRORS },
      },
    },
    async (request) => ({
      items: await actionRegisters.comments(callerOf(request), request.params.id, request.params.itemId),
    }),
  );

  r.post(
    '/:id/items',
    {
      schema: {
        tags,
        summary: 'Add an action item (and its first comment)',
        params: ZIdParams,
        body: ZSaveActionRegisterItem,
        response: { 201: ZRegisterItemResult, ...API_ERRORS },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        message: MSG.actionRegisters.itemCreated,
        item: await actionRegisters.createItem(callerOf(request), request.params.id, request.body),
      }),
  );

  r.patch(
    '/:id/items/:itemId',
    {
      schema: {
        tags,
        summary: 'Edit an action item (and add a comment)',
        params: ZItemId,
        body: ZSaveActionRegisterItem,
        response: { 200: ZRegisterItemResult, ...API_ERRORS },
      },
    },
    async (request) => ({
      message: MSG.actionRegisters.itemUpdated,
      item: await actionRegisters.updateItem(
        callerOf(request),
        request.params.id,
        request.params.itemId,
        request.body,
      ),
    }),
  );
}
