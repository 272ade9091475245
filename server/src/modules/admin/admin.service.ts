import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';

// Issue 19: the staff-only admin metrics dashboard. Built by the admin module.

export type AdminService = ReturnType<typeof createAdminService>;

export function createAdminService(_deps: { db: Db; config: Config }) {
  return {};
}
