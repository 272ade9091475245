import type { Plan } from '@squadboard/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { customers, squadCounts } from './schema/index.ts';

// The organisation's plan and squad count, shared by the modules whose writes must agree on them
// (creating a squad, changing the plan): lock the customer row, then count, in one transaction.

export interface CustomerPlan {
  plan: Plan;
  teamNos: number;
  name: string | null;
}

const planColumns = { plan: customers.plan, teamNos: customers.teamNos, name: customers.name };

/**
 * Locks the organisation's row until the transaction ends, so a squad creation and a plan change
 * of one organisation run one after the other and each sees the other's result.
 */
export async function lockCustomerPlan(db: Executor, customerId: string): Promise<CustomerPlan | undefined> {
  const [row] = await db
    .select(planColumns)
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
  return row;
}

export async function findCustomerPlan(db: Executor, customerId: string): Promise<CustomerPlan | undefined> {
  const [row] = await db.select(planColumns).from(customers).where(eq(customers.id, customerId));
  return row;
}

export async function countSquadsOf(db: Executor, customerId: string): Promise<number> {
  // squad_counts is kept by a trigger in the squad's own transaction (migration 0025).
  const [row] = await db
    .select({ n: squadCounts.n })
    .from(squadCounts)
    .where(eq(squadCounts.customerId, customerId));
  return row?.n ?? 0;
}
