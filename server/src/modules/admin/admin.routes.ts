import {
  ZAdminCustomerPage,
  ZAdminCustomersQuery,
  ZAdminMetricParams,
  ZAdminMetrics,
} from '@squadboard/domain/admin/admin.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ERRORS } from '../../http/route-schemas.ts';
import { callerOf } from '../auth/session.ts';

const tags = ['admin'];

/** /api/admin: the staff-only metrics dashboard (403 NOT_STAFF for everyone else). */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const { admin } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Staff first, before parameters are even validated: a non-staff caller learns nothing, not
  // even which metric names exist. The service checks again on every call.
  app.addHook('preValidation', async (request) => {
    admin.assertStaff(callerOf(request));
  });

  r.get(
    '/metrics',
    {
      schema: {
        tags,
        summary: 'The ten metric cards, counted across every organisation (staff only)',
        response: { 200: ZAdminMetrics, ...API_ERRORS },
      },
    },
    async (request) => admin.metrics(callerOf(request)),
  );

  r.get(
    '/metrics/:metric/customers',
    {
      schema: {
        tags,
        summary: 'The organisations behind one card, newest first, 20 a page (staff only)',
        params: ZAdminMetricParams,
        querystring: ZAdminCustomersQuery,
        response: { 200: ZAdminCustomerPage, ...API_ERRORS },
      },
    },
    async (request) => admin.customers(callerOf(request), request.params.metric, request.query.page),
  );
}
