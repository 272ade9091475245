import { and, eq, ilike, or } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { escapeLike } from './list-sql.ts';
import { nameOrderSql, users } from './schema/index.ts';

const PERSON = { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email };

/**
 * An active person of the organisation: who may be given an action, a register or a register
 * item (the one owner rule of actions and action registers).
 */
export async function findAssignable(db: Executor, customerId: string, userId: string) {
  const [row] = await db
    .select(PERSON)
    .from(users)
    .where(and(eq(users.id, userId), eq(users.customerId, customerId), eq(users.status, 'ACTIVE')));
  return row;
}

/**
 * Active people of the organisation whose name or e-mail starts with `q`, by name: the owner
 * pickers match a first or a last name, the @mention list a first name only (spec 001 §5); both
 * also match the e-mail, so a person who has not given a name yet can still be found.
 */
export async function searchAssignable(
  db: Executor,
  customerId: string,
  q: string,
  options: { firstNameOnly: boolean; limit: number },
) {
  const prefix = `${escapeLike(q)}%`;
  const match = options.firstNameOnly
    ? or(ilike(users.firstName, prefix), ilike(users.email, prefix))
    : or(ilike(users.firstName, prefix), ilike(users.lastName, prefix), ilike(users.email, prefix));
  return db
    .select(PERSON)
    .from(users)
    .where(and(eq(users.customerId, customerId), eq(users.status, 'ACTIVE'), q ? match : undefined))
    .orderBy(...nameOrderSql(users.firstName, users.lastName), users.email)
    .limit(options.limit);
}
