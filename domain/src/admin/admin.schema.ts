import { z } from 'zod';
import { PLANS } from '../common/constants.ts';
import { ZPage } from '../common/pagination.ts';
import { ADMIN_METRICS } from './admin.model.ts';

// The admin dashboard over HTTP (/api/admin, staff only).

export const ZAdminMetricCount = z.object({
  metric: z.enum(ADMIN_METRICS),
  count: z.number().int().min(0),
});
export type AdminMetricCount = z.infer<typeof ZAdminMetricCount>;

/** GET /api/admin/metrics: every card, in ADMIN_METRICS order. */
export const ZAdminMetrics = z.object({ metrics: z.array(ZAdminMetricCount) });
export type AdminMetrics = z.infer<typeof ZAdminMetrics>;

export const ZAdminMetricParams = z.object({ metric: z.enum(ADMIN_METRICS) });

export const ZAdminCustomersQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** One organisation behind a card; `name` is already "(no name)" for an unnamed one. */
export const ZAdminCustomer = z.object({
  id: z.uuid(),
  name: z.string(),
  plan: z.enum(PLANS),
  createdAt: z.iso.datetime({ offset: true }),
  users: z.number().int().min(0),
  squads: z.number().int().min(0),
});
export type AdminCustomer = z.infer<typeof ZAdminCustomer>;

/** GET /api/admin/metrics/:metric/customers: newest organisations first, ADMIN_LIMITS.pageSize a page. */
export const ZAdminCustomerPage = ZPage(ZAdminCustomer).extend({ metric: z.enum(ADMIN_METRICS) });
export type AdminCustomerPage = z.infer<typeof ZAdminCustomerPage>;
