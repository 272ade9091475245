import type { Db } from '../../db/client.ts';

// Issue 19: the dashboard home's blocks. Built by the dashboard module.

export type DashboardService = ReturnType<typeof createDashboardService>;

export function createDashboardService(_deps: { db: Db }) {
  return {};
}
