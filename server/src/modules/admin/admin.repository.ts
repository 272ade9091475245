import type { Plan } from '@squadboard/domain';
import { ADMIN_LIMITS, ADMIN_METRICS, type AdminMetric } from '@squadboard/domain/admin/admin.model';
import { pageOffset } from '@squadboard/domain/common/pagination';
import { type Column, desc, getTableName, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  customers,
  portfolioNodes,
  retros,
  sessions,
  squads,
  users,
  workItems,
} from '../../db/schema/index.ts';

// The one place that reads across every organisation, on purpose: staff metrics are about all
// customers. Nothing here takes a Caller, and no tenant-scoped repository is used; the service
// lets only staff in (admin.service.ts), and nothing but counts and organisation summaries leaves.

/**
 * "table"."column", always. Drizzle leaves columns unqualified in the select list of a one-table
 * query, where a correlated subquery would then read its own table's `id` instead of the
 * organisation's.
 */
function qualified(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/** Users that count: everyone but the INACTIVE (invited people waiting to sign up included). */
const countedUser = sql`${qualified(users.status)} <> 'INACTIVE'`;

const usersOf = sql`(select count(*) from ${users}
  where ${qualified(users.customerId)} = ${qualified(customers.id)} and ${countedUser})`;
const squadsOf = sql`(select count(*) from ${squads} where ${qualified(squads.customerId)} = ${qualified(customers.id)})`;

function exists(table: SQL, where: SQL): SQL {
  return sql`exists (select 1 from ${table} where ${where})`;
}

/**
 * Which organisations stand behind each card (admin.model.ts says what each one counts). For a
 * count of things, the organisations that have at least one.
 */
function customerFilter(metric: AdminMetric): SQL {
  const active = sql`now() - make_interval(days => ${ADMIN_LIMITS.activeDays})`;
  switch (metric) {
    case 'customers':
      return sql`true`;
    case 'active_customers':
      return sql`exists (select 1 from ${sessions} inner join ${users} on ${users.id} = ${sessions.userId}
        where ${users.customerId} = ${customers.id} and ${sessions.lastSeenAt} >= ${active})`;
    case 'users':
      return sql`${usersOf} > 0`;
    case 'initiatives':
      return exists(
        sql`${portfolioNodes}`,
        sql`${portfolioNodes.customerId} = ${customers.id} and ${portfolioNodes.level} = 'Initiative'`,
      );
    case 'projects':
      return exists(
        sql`${portfolioNodes}`,
        sql`${portfolioNodes.customerId} = ${customers.id} and ${portfolioNodes.level} = 'Project'`,
      );
    case 'without_squad':
      return sql`not ${exists(sql`${squads}`, sql`${squads.customerId} = ${customers.id}`)}`;
    case 'without_users':
      return sql`${usersOf} <= 1`;
    case 'without_portfolio':
      return sql`not ${exists(sql`${portfolioNodes}`, sql`${portfolioNodes.customerId} = ${customers.id}`)}`;
    case 'without_work_items':
      return sql`not ${exists(sql`${workItems}`, sql`${workItems.customerId} = ${customers.id}`)}`;
    case 'without_retro':
      return sql`not ${exists(sql`${retros}`, sql`${retros.customerId} = ${customers.id} and ${retros.status} <> 'DELETED'`)}`;
  }
}

/** Cards that count things rather than organisations. */
const THING_COUNTS: Partial<Record<AdminMetric, SQL>> = {
  users: sql`(select count(*) from ${users} where ${countedUser})`,
  initiatives: sql`(select count(*) from ${portfolioNodes} where ${portfolioNodes.level} = 'Initiative')`,
  projects: sql`(select count(*) from ${portfolioNodes} where ${portfolioNodes.level} = 'Project')`,
};

export interface AdminCustomerRow {
  id: string;
  name: string | null;
  plan: Plan;
  createdAt: Date;
  users: number;
  squads: number;
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;

export function createAdminRepository(db: Executor) {
  return {
    /** Every card's count in one statement, so the cards agree with each other. */
    async metrics(): Promise<Record<AdminMetric, number>> {
      const columns = Object.fromEntries(
        ADMIN_METRICS.map((metric) => [
          metric,
          (
            THING_COUNTS[metric] ?? sql`(select count(*) from ${customers} where ${customerFilter(metric)})`
          ).mapWith(Number),
        ]),
      ) as Record<AdminMetric, SQL.Aliased<number> | SQL<number>>;
      const rows = await db.select(columns as Record<AdminMetric, SQL<number>>).from(sql`(select 1) as one`);
      const row = rows[0];
      if (!row) {
        throw new Error('metrics query returned no row');
      }
      return row;
    },

    /** One page of the organisations behind a card, newest first, with their sizes. */
    async customers(metric: AdminMetric, page: number): Promise<{ rows: AdminCustomerRow[]; total: number }> {
      const where = customerFilter(metric);
      const rows = await db
        .select({
          id: customers.id,
          name: customers.name,
          plan: customers.plan,
          createdAt: customers.createdAt,
          users: usersOf.mapWith(Number),
          squads: squadsOf.mapWith(Number),
        })
        .from(customers)
        .where(where)
        .orderBy(desc(customers.createdAt), desc(customers.id))
        .limit(ADMIN_LIMITS.pageSize)
        .offset(pageOffset(page, ADMIN_LIMITS.pageSize));
      const [counted] = await db
        .select({ total: sql`count(*)`.mapWith(Number) })
        .from(customers)
        .where(where);
      return { rows, total: counted?.total ?? 0 };
    },
  };
}
