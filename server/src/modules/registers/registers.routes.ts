import { ZApiError } from '@squadboard/domain';
import {
  REGISTER_MSG,
  ZRegisterItemList,
  ZRegisterItemResult,
  ZRegisterListQuery,
  ZRegisterPage,
  ZRegisterResult,
  ZRegisterStatusChange,
  ZSaveRegister,
  ZSaveRegisterItem,
} from '@squadboard/domain/actions/register.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, requireUser } from '../auth/session.ts';
import { createRegistersRepository } from './registers.repository.ts';
import { createRegistersService } from './registers.service.ts';

const tags = ['registers'];
const errors = { '4xx': ZApiError, '5xx': ZApiError };
const ZRegisterId = z.object({ id: z.uuid() });
const ZItemId = z.object({ id: z.uuid(), itemId: z.uuid() });

/** Project action registers (issue 6): the Actions page's Project view. */
export function registerRegistersRoutes(app: FastifyInstance): void {
  const { config, db } = app.services;
  const registers = createRegistersService({ repo: createRegistersRepository(db) });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireUser(config);

  r.get(
    '/api/registers',
    {
      preHandler,
      schema: {
        tags,
        summary: "The organisation's registers with the filter's statuses (All hides Archive), newest first",
        querystring: ZRegisterListQuery,
        response: { 200: ZRegisterPage, ...errors },
      },
    },
    async (request) => registers.list(callerOf(request), request.query),
  );

  r.post(
    '/api/registers',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Create a register',
        body: ZSaveRegister,
        response: { 201: ZRegisterResult, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        message: REGISTER_MSG.created,
        register: await registers.create(callerOf(request), request.body),
      }),
  );

  r.patch(
    '/api/registers/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Edit a register (its owner, its creator or a Super Admin)',
        params: ZRegisterId,
        body: ZSaveRegister,
        response: { 200: ZRegisterResult, ...errors },
      },
    },
    async (request) => ({
      message: REGISTER_MSG.updated,
      register: await registers.update(callerOf(request), request.params.id, request.body),
    }),
  );

  r.post(
    '/api/registers/:id/status',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Archive or delete (soft) a register',
        params: ZRegisterId,
        body: ZRegisterStatusChange,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => ({
      message: await registers.changeStatus(callerOf(request), request.params.id, request.body),
    }),
  );

  r.get(
    '/api/registers/:id/items',
    {
      preHandler,
      schema: {
        tags,
        summary: "A register's action items in creation order, each with its comments (oldest first)",
        params: ZRegisterId,
        response: { 200: ZRegisterItemList, ...errors },
      },
    },
    async (request) => ({ items: await registers.items(callerOf(request), request.params.id) }),
  );

  r.post(
    '/api/registers/:id/items',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Add an action item (and its first comment)',
        params: ZRegisterId,
        body: ZSaveRegisterItem,
        response: { 201: ZRegisterItemResult, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        message: REGISTER_MSG.itemCreated,
        item: await registers.createItem(callerOf(request), request.params.id, request.body),
      }),
  );

  r.patch(
    '/api/registers/:id/items/:itemId',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Edit an action item (and add a comment)',
        params: ZItemId,
        body: ZSaveRegisterItem,
        response: { 200: ZRegisterItemResult, ...errors },
      },
    },
    async (request) => ({
      message: REGISTER_MSG.itemUpdated,
      item: await registers.updateItem(
        callerOf(request),
        request.params.id,
        request.params.itemId,
        request.body,
      ),
    }),
  );
}
