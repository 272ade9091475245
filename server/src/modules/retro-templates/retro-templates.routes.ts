import {
  ZRetroTemplate,
  ZRetroTemplateList,
  ZRetroTemplateQuery,
  ZSaveRetroTemplate,
} from '@squadboard/domain/retro/retro-template.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ERRORS, ZIdParams } from '../../http/route-schemas.ts';
import { callerOf } from '../auth/session.ts';

const tags = ['retro-templates'];

/**
 * /api/retro-templates: a squad's saved board layouts. Whoever may see the squad lists
 * them; a Super Admin or the squad's lead saves one from a retro and deletes them.
 */
export async function retroTemplatesRoutes(app: FastifyInstance): Promise<void> {
  const { retroTemplates } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '',
    {
      schema: {
        tags,
        summary: "The squad's saved templates, newest first; a squad the caller may not see is 404",
        querystring: ZRetroTemplateQuery,
        response: { 200: ZRetroTemplateList, ...API_ERRORS },
      },
    },
    async (request) => ({ items: await retroTemplates.list(callerOf(request), request.query.squadId) }),
  );

  r.post(
    '',
    {
      schema: {
        tags,
        summary:
          "Save the retro's board columns in their order (or those it was created with) as a template of its squad; a name the squad has in any case is 409 TEMPLATE_NAME_TAKEN",
        body: ZSaveRetroTemplate,
        response: { 201: ZRetroTemplate, ...API_ERRORS },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await retroTemplates.save(callerOf(request), request.body)),
  );

  r.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete a template of a squad whose retros the caller runs',
        params: ZIdParams,
        response: { 204: z.null(), ...API_ERRORS },
      },
    },
    async (request, reply) => {
      await retroTemplates.remove(callerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
