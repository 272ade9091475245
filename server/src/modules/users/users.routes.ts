import { MSG, ZMessageResult } from '@squadboard/domain';
import {
  ZCandidatesQuery,
  ZCreateUser,
  ZEditUser,
  ZSaveSquadAdmins,
  ZSaveSquadAdminsResult,
  ZSquadAdminCandidates,
  ZSquadAdmins,
  ZUserPage,
  ZUserResult,
  ZUsersQuery,
} from '@squadboard/domain/users/users.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ERRORS } from '../../http/route-schemas.ts';
import { callerOf } from '../auth/session.ts';

const ZUserIdParams = z.object({ id: z.string().max(100) });

/** Permissions page (spec 000 §2 Configuration area): users and the Squad Admin role. */
export async function usersRoutes(app: FastifyInstance): Promise<void> {
  const { users } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '',
    {
      schema: {
        tags: ['users'],
        summary: 'Users of the organisation (Super Admins hidden), 20 a page',
        querystring: ZUsersQuery,
        response: { 200: ZUserPage, ...API_ERRORS },
      },
    },
    async (request) => users.listUsers(callerOf(request), request.query),
  );

  r.post(
    '',
    {
      schema: {
        tags: ['users'],
        summary: 'Invite a user (Squad Member) and mail them the sign-up link',
        body: ZCreateUser,
        response: { 201: ZUserResult, ...API_ERRORS },
      },
    },
    async (request, reply) => {
      const user = await users.createUser(callerOf(request), request.body);
      return reply.code(201).send({ message: MSG.permissions.created, user });
    },
  );

  r.post(
    '/:id/invitation',
    {
      schema: {
        tags: ['users'],
        summary: 'Mail an invited user a new sign-up link; the previous link stops working',
        params: ZUserIdParams,
        response: { 200: ZMessageResult, ...API_ERRORS },
      },
    },
    async (request) => {
      const email = await users.resendInvitation(callerOf(request), request.params.id);
      return { message: MSG.permissions.invitationResent(email) };
    },
  );

  r.patch(
    '/:id',
    {
      schema: {
        tags: ['users'],
        summary: "Edit a user's name and status; inactive ends their sessions",
        params: ZUserIdParams,
        body: ZEditUser,
        response: { 200: ZUserResult, ...API_ERRORS },
      },
    },
    async (request) => {
      const user = await users.editUser(callerOf(request), request.params.id, request.body);
      return { message: MSG.permissions.edited, user };
    },
  );
}

/** Who holds the Squad Admin role, and changing it (prefix /api/roles). */
export async function rolesRoutes(app: FastifyInstance): Promise<void> {
  const { users } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/squad-admins',
    {
      schema: {
        tags: ['roles'],
        summary: 'Current Squad Admins',
        response: { 200: ZSquadAdmins, ...API_ERRORS },
      },
    },
    async (request) => ({ admins: await users.squadAdmins(callerOf(request)) }),
  );

  r.get(
    '/squad-admins/candidates',
    {
      schema: {
        tags: ['roles'],
        summary: 'Squad Members (active or invited) who may become Squad Admins, 20 at most',
        querystring: ZCandidatesQuery,
        response: { 200: ZSquadAdminCandidates, ...API_ERRORS },
      },
    },
    async (request) => ({
      candidates: await users.squadAdminCandidates(callerOf(request), request.query.search),
    }),
  );

  r.put(
    '/squad-admins',
    {
      schema: {
        tags: ['roles'],
        summary: 'Remove and add Squad Admins in one transaction',
        body: ZSaveSquadAdmins,
        response: { 200: ZSaveSquadAdminsResult, ...API_ERRORS },
      },
    },
    async (request) => ({
      message: MSG.permissions.roleSaved,
      admins: await users.saveSquadAdmins(callerOf(request), request.body),
    }),
  );
}
