import { DEFAULT_PLAN, PLANS, type Plan } from '@squadboard/domain';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { inList } from './sql-helpers.ts';

/** A customer organisation: the tenant every other row belongs to. */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name'),
    plan: text('plan').$type<Plan>().notNull().default(DEFAULT_PLAN),
    teamNos: integer('team_nos').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('customers_plan_check', sql`${t.plan} in (${inList(PLANS)})`)],
);

export type CustomerRow = typeof customers.$inferSelect;
