import {
  ADMIN_LIMITS,
  ADMIN_METRICS,
  type AdminMetric,
  customerDisplayName,
  isStaffEmail,
} from '@squadboard/domain/admin/admin.model';
import type { AdminCustomerPage, AdminMetrics } from '@squadboard/domain/admin/admin.schema';
import type { Config } from '../../config.ts';
import { appError } from '../../http/app-error.ts';
import type { AdminRepository } from './admin.repository.ts';

// The staff-only admin metrics dashboard (spec 001 §2.4). Staff is decided here, from the
// session's e-mail, before any cross-organisation query runs.

export type AdminService = ReturnType<typeof createAdminService>;

/** Who asks: the session's e-mail, never anything the request says. */
export interface StaffCaller {
  email: string;
}

export function createAdminService(deps: { repo: AdminRepository; config: Config }) {
  const { repo } = deps;

  function assertStaff(caller: StaffCaller): void {
    if (!isStaffEmail(caller.email, deps.config.staffEmailDomain)) {
      throw appError('NOT_STAFF');
    }
  }

  return {
    assertStaff,

    async metrics(caller: StaffCaller): Promise<AdminMetrics> {
      assertStaff(caller);
      const counts = await repo.metrics();
      return { metrics: ADMIN_METRICS.map((metric) => ({ metric, count: counts[metric] })) };
    },

    async customers(caller: StaffCaller, metric: AdminMetric, page: number): Promise<AdminCustomerPage> {
      assertStaff(caller);
      const { rows, total } = await repo.customers(metric, page);
      return {
        metric,
        items: rows.map((row) => ({
          id: row.id,
          name: customerDisplayName(row.name),
          plan: row.plan,
          createdAt: row.createdAt.toISOString(),
          users: row.users,
          squads: row.squads,
        })),
        total,
        page,
        pageSize: ADMIN_LIMITS.pageSize,
      };
    },
  };
}
