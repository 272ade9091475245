import { and, eq } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { users } from './schema/index.ts';

/**
 * An active person of the organisation: who may be given an action, a register or a register
 * item (the one owner rule of actions and action registers).
 */
export async function findAssignable(db: Executor, customerId: string, userId: string) {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.customerId, customerId), eq(users.status, 'ACTIVE')));
  return row;
}
